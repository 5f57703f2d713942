/**
 * What each tenant switch means (core §6, advice §6, and the contract's Tenant descriptions).
 * Most sections show unless the office sets the switch to false (null is the default: shown);
 * income and online appointments need an explicit true. Policies are the odd one: the menu item
 * shows unless false, but their data (and that of damages) is loaded only on an explicit true.
 */
import type { Tenant, TenantSwitch } from './names';

export type SwitchRule = 'unless-false' | 'only-true';

export const SWITCH_RULES: Readonly<Record<TenantSwitch, { show: SwitchRule; load: SwitchRule }>> = {
  show_mortgages: { show: 'unless-false', load: 'unless-false' },
  show_policies: { show: 'unless-false', load: 'only-true' },
  show_income: { show: 'only-true', load: 'only-true' },
  show_obligations: { show: 'unless-false', load: 'unless-false' },
  online_afspraken_enabled: { show: 'only-true', load: 'only-true' },
  show_account_manager: { show: 'unless-false', load: 'unless-false' },
  show_opening_hours: { show: 'unless-false', load: 'unless-false' },
  show_visiting_address: { show: 'unless-false', load: 'unless-false' },
};

/** The tenant fields the resolver reads: only the switches, so tests can pass a partial office. */
export type TenantSwitches = Partial<Pick<Tenant, TenantSwitch>>;

function passes(rule: SwitchRule, value: boolean | null | undefined): boolean {
  return rule === 'only-true' ? value === true : value !== false;
}

/** Whether an entry behind `name` shows for this office; an entry without a switch always shows. */
export function switchShows(tenant: TenantSwitches, name: TenantSwitch | undefined): boolean {
  return name === undefined || passes(SWITCH_RULES[name].show, tenant[name]);
}

/** Whether data behind `name` may be fetched for this office. */
export function switchLoads(tenant: TenantSwitches, name: TenantSwitch | undefined): boolean {
  return name === undefined || passes(SWITCH_RULES[name].load, tenant[name]);
}
