/**
 * The server data the shell reads, and the switch that guards each. The resolver turns this into
 * "may be fetched" per office, and every query checks it, so a count or badge named in the config
 * can never fetch data of a section the office switched off (core §6: "data for a section is
 * loaded only when not disabled").
 */
import type { CountSourceName, TenantSwitch } from './names';
import { switchLoads, type TenantSwitches } from './switches';

export type DataName =
  | 'customer'
  | 'family'
  | 'living'
  | 'mortgages'
  | 'policies'
  | 'damages'
  | 'incomes'
  | 'partnerIncomes'
  | 'retirements'
  | 'partnerRetirements'
  | 'obligations'
  | 'appointments'
  | 'tasks'
  | 'mails'
  | 'notes'
  | 'signals'
  | 'documents';

export const DATA_SWITCH: Readonly<Record<DataName, TenantSwitch | undefined>> = {
  customer: undefined,
  family: undefined,
  living: undefined,
  mortgages: 'show_mortgages',
  policies: 'show_policies',
  // Policies also cover damages (core §6).
  damages: 'show_policies',
  incomes: 'show_income',
  partnerIncomes: 'show_income',
  retirements: 'show_income',
  partnerRetirements: 'show_income',
  obligations: 'show_obligations',
  appointments: 'online_afspraken_enabled',
  tasks: undefined,
  mails: undefined,
  notes: undefined,
  signals: undefined,
  documents: undefined,
};

/** Whether data `name` may be fetched for this office: the resolver and start-up's first reads ask the same. */
export const dataLoads = (tenant: TenantSwitches, name: DataName): boolean => switchLoads(tenant, DATA_SWITCH[name]);

/**
 * The data each count reads. Income and retirement read the customer and family too, for the
 * fall-back to 1 on a yearly amount without list entries (advice §2). New documents are the
 * documents the office still asks for: open mortgage requests and open damage requests.
 */
export const COUNT_SOURCE_DATA: Readonly<Record<CountSourceName, readonly DataName[]>> = {
  mortgages: ['mortgages'],
  policies: ['policies'],
  incomes: ['incomes', 'partnerIncomes', 'customer', 'family'],
  pensions: ['retirements', 'partnerRetirements', 'customer', 'family'],
  obligations: ['obligations'],
  newDocuments: ['mortgages', 'damages'],
  newMessages: ['mails', 'notes', 'signals'],
  newTasks: ['tasks'],
  newDamages: ['damages'],
  upcomingAppointments: ['appointments'],
};
