/**
 * The shape of services.config.ts: the link cards of the services screen (advice §2), in three
 * groups. Texts are keys of locales/<language>/sections.json, so a misspelt key does not build.
 * A card's `href` may hold `{website}`, the office's own website; without one such a card hides.
 */
import type { components } from '../../generated/portal';
import type nlSections from '../../locales/nl/sections.json';

export type ServiceGroup = 'living' | 'buying_selling' | 'sustainability';
export type SectionsKey = Exclude<keyof typeof nlSections, `${string}_u`>;

export interface ServiceCard {
  /** Unique name of the card. */
  id: string;
  group: ServiceGroup;
  title: SectionsKey;
  text: SectionsKey;
  /** An https address, or one under the office's website (`{website}/hypotheekcheck`). */
  href: string;
  /**
   * `provider`: only for offices of the provider brand (tenant is_provider_brand true);
   * `other`: only for offices outside it; absent: for every office.
   */
  brand?: 'provider' | 'other';
}

export const SERVICE_GROUPS: readonly ServiceGroup[] = ['living', 'buying_selling', 'sustainability'];

type Tenant = Pick<components['schemas']['Tenant'], 'is_provider_brand' | 'website'>;

/** The cards an office shows, with their addresses filled in, in config order. */
export function servicesFor(cards: readonly ServiceCard[], tenant: Tenant, officeWebsite: string | null): (ServiceCard & { href: string })[] {
  const website = (officeWebsite ?? tenant.website)?.replace(/\/+$/, '') ?? null;
  return cards.flatMap((card) => {
    if (card.brand === 'provider' && !tenant.is_provider_brand) return [];
    if (card.brand === 'other' && tenant.is_provider_brand) return [];
    if (card.href.includes('{website}') && !website) return [];
    return [{ ...card, href: card.href.replace('{website}', website ?? '') }];
  });
}

export const defineServices = (cards: readonly ServiceCard[]) => cards;
