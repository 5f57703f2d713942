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

/** A lender's offer to sign in the portal (issue 40): on the mortgage at `mortgage` (its index), valid for `validDays`. */
export interface DemoOffer {
  mortgage: number;
  /** The username of the partner who signs too, a customer stored after the owner, with no records. */
  partner?: string;
  document: DemoDocument;
  validDays: number;
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
  // The language lives in its own columns (customers.language, language_chosen), not in the profile.
  profile: Omit<Stored<Schemas['Customer']>, 'language' | 'language_chosen'>;
  family: Schemas['Family'];
  mortgages: Stored<Schemas['Mortgage']>[];
  policies: Stored<Schemas['Policy']>[];
  damages: Stored<Schemas['DamageClaim']>[];
  tasks: Stored<Schemas['Task']>[];
  signals: Stored<Schemas['Signal']>[];
  notes: Stored<Schemas['Note']>[];
  mails: Stored<Schemas['Attachable']>[];
  appointments: DemoAppointment[];
  incomes: { customer: Schemas['IncomeItem'][]; partner: Schemas['IncomeItem'][] };
  retirements: { customer: Schemas['PensionItem'][]; partner: Schemas['PensionItem'][] };
  obligations: Schemas['Obligation'][];
  living: Schemas['Living'] | null;
  documents: DemoDocument[];
  offer?: DemoOffer;
}

/** A booked appointment on a Dutch date and wall-clock times; the seed stores its instants. */
export interface DemoAppointment {
  appointment_type_id: number;
  resource_id: number;
  date: string;
  from: string;
  till: string;
  summary: string;
  description: string | null;
  status?: 'pending' | 'approved' | 'cancelled';
  event_type: 'online' | 'office';
  location: string | null;
  video_url: string | null;
}

/** `meeting` (not in the contract): a video call, or at the office's address. */
export type DemoAppointmentType = Stored<Schemas['AppointmentType']> & { meeting: 'online' | 'office' };

export interface DemoAppointmentCategory {
  data: Stored<Schemas['AppointmentCategory']>;
  types: DemoAppointmentType[];
}

/** A resource's hours in Dutch wall-clock time: per ISO weekday (1 = Monday), and a date's own (empty: closed). */
export interface DemoResource {
  data: Stored<Schemas['AppointmentResource']>;
  hours: { weekly: Record<string, { from: string; till: string }[]>; exceptions: Record<string, { from: string; till: string }[]> };
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
    resources: DemoResource[];
    /** Online cancelling ends this many hours before an appointment. */
    cancellationHours: number;
  };
}

export interface DemoCompany {
  data: Omit<Schemas['Agency'], 'id'>;
  labels: { name: string; product_id: number | null }[];
}
