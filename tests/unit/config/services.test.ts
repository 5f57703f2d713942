import { describe, expect, it } from 'vitest';
import serviceCards from '../../../services.config';
import nl from '../../../locales/nl/sections.json' with { type: 'json' };
import { servicesFor, type ServiceCard } from '../../../src/config/services';

const card = (id: string, href: string, brand?: ServiceCard['brand']): ServiceCard => ({
  id,
  group: 'living',
  title: 'service_move',
  text: 'service_move_text',
  href,
  ...(brand ? { brand } : {}),
});

describe('service cards', () => {
  const cards = [
    card('all', 'https://example.nl/'),
    card('mine', '{website}/check'),
    card('provider', 'https://p.nl/', 'provider'),
    card('other', 'https://o.nl/', 'other'),
  ];

  it('shows provider cards only to provider-brand offices, and other cards only to the rest', () => {
    expect(servicesFor(cards, { is_provider_brand: true, website: 'https://a.nl' }, null).map((shown) => shown.id)).toEqual(['all', 'mine', 'provider']);
    expect(servicesFor(cards, { is_provider_brand: false, website: 'https://a.nl' }, null).map((shown) => shown.id)).toEqual(['all', 'mine', 'other']);
  });

  it("fills in the branch's website before the office's, and hides office links without one", () => {
    expect(servicesFor(cards, { is_provider_brand: false, website: 'https://a.nl/' }, 'https://a.nl/utrecht/')[1]?.href).toBe('https://a.nl/utrecht/check');
    expect(servicesFor(cards, { is_provider_brand: false, website: 'https://a.nl/' }, null)[1]?.href).toBe('https://a.nl/check');
    expect(servicesFor(cards, { is_provider_brand: false, website: null }, null).map((shown) => shown.id)).toEqual(['all', 'other']);
  });

  it('the product-owner file uses https addresses or the office website, unique ids and known texts', () => {
    const ids = serviceCards.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of serviceCards) {
      expect(entry.href).toMatch(/^(https:\/\/|\{website\})/);
      expect(nl[entry.title]).toBeTruthy();
      expect(nl[entry.text]).toBeTruthy();
    }
    expect(new Set(serviceCards.map((entry) => entry.group))).toEqual(new Set(['living', 'buying_selling', 'sustainability']));
  });
});
