// The shape of the demo data: each office with its settings, catalogue and customers, each
// customer's records in their contract shape. Row ids and owners are added when stored.
import type { components } from '../../../generated/portal';
import type { DemoFile } from './files';

type Schemas = components['schemas'];
type Stored<T> = Omit<T, 'id' | 'customer_id'>;

export interface DemoDocument {
  category: 'klanten' | 'polissen' | 'hypotheken';
  name: string;
  file: DemoFile;
  deletable: boolean;
  /** How long ago it was created; 0 makes it fresh enough to delete (60-minute window). */
  minutesAgo: number;
  /** Further contract fields (type, attached mortgage/policy/damage, is_tenant_document...). */
  data?: Partial<Stored<Schemas['Document']>>;
}

export interface DemoCustomer {
  username: string;
  /** null: the account is not activated yet (see `activation`). */
  password: string | null;
  /** Sign-in asks for a mailed code as well. */
  twoFactor: boolean;
  /** A new account: the number the office gave the customer, and a ready registration link's token. */
  activation?: { number: string; registerToken: string };
  language?: 'nl' | 'en' | 'de';
  /** The advisor is working on the file, so the edit screens refuse to save (advice §2). */
  advisorLock?: boolean;
  profile: Stored<Schemas['Customer']>;
  family: Schemas['Family'];
  mortgages: Stored<Schemas['Mortgage']>[];
  policies: Stored<Schemas['Policy']>[];
  damages: Stored<Schemas['DamageClaim']>[];
  tasks: Stored<Schemas['Task']>[];
  signals: Stored<Schemas['Signal']>[];
  notes: Stored<Schemas['Note']>[];
  mails: Stored<Schemas['Attachable']>[];
  appointments: Stored<Schemas['Appointment']>[];
  incomes: { customer: Schemas['IncomeItem'][]; partner: Schemas['IncomeItem'][] };
  retirements: { customer: Schemas['PensionItem'][]; partner: Schemas['PensionItem'][] };
  obligations: Schemas['Obligation'][];
  living: Schemas['Living'] | null;
  documents: DemoDocument[];
}

export interface DemoAppointmentCategory {
  data: Stored<Schemas['AppointmentCategory']>;
  types: Stored<Schemas['AppointmentType']>[];
}

export interface DemoTenant {
  /** The office sub-domain. */
  name: string;
  /** The advisor code typed at login on a host without sub-domain. */
  code: string;
  settings: Omit<Schemas['Tenant'], 'name'>;
  customers: DemoCustomer[];
  tenantDocuments: { name: string; file: DemoFile; data?: Record<string, unknown> }[];
  appointments: {
    categories: DemoAppointmentCategory[];
    resources: Stored<Schemas['AppointmentResource']>[];
    /** Free slots are made for the coming weeks on these weekdays (1 = Monday) and hours. */
    slotDays: number[];
    slotHours: string[];
  };
}

export interface DemoCompany {
  data: Omit<Schemas['Agency'], 'id'>;
  labels: { name: string; product_id: number | null }[];
}
