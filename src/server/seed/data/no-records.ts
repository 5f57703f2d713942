import type { DemoCustomer } from '../types';

/** The file of a customer the office holds nothing for yet but the profile. */
export const noRecords = (): Omit<DemoCustomer, 'username' | 'password' | 'twoFactor' | 'profile'> => ({
  family: { partner: null, children: [] },
  mortgages: [],
  policies: [],
  damages: [],
  tasks: [],
  signals: [],
  notes: [],
  mails: [],
  appointments: [],
  incomes: { customer: [], partner: [] },
  retirements: { customer: [], partner: [] },
  obligations: [],
  living: null,
  documents: [],
});
