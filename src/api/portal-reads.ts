/**
 * The server data the portal reads, one read per kind, and the answers' types. Apart from the
 * React Query hooks (portal-data.ts).
 */
import type { components } from '../../generated/portal';
import type { DataName } from '../config';
import { portalClient } from './client';

type Schemas = components['schemas'];

export interface PortalData {
  customer: Schemas['Customer'];
  family: Schemas['Family'];
  living: Schemas['Living'];
  mortgages: Schemas['Mortgage'][];
  policies: Schemas['Policy'][];
  damages: Schemas['DamageClaim'][];
  incomes: Schemas['IncomeItem'][];
  partnerIncomes: Schemas['IncomeItem'][];
  retirements: Schemas['PensionItem'][];
  partnerRetirements: Schemas['PensionItem'][];
  obligations: Schemas['Obligation'][];
  appointments: Schemas['Appointment'][];
  tasks: Schemas['Task'][];
  mails: Schemas['MailPage'];
  notes: Schemas['Note'][];
  signals: Schemas['Signal'][];
  documents: Schemas['DocumentsByCategory'];
}

/** The answer's body, or a thrown error the query keeps (a failed list then counts as empty, core §8). */
async function body<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (data === undefined) throw Object.assign(new Error(`${response.url} answered ${response.status}`), { status: response.status });
  return data;
}

/** The HTTP status a failed read answered (404 tells "none known" apart from a failure). */
export const failedStatus = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : null;

/** How a read is made: cancelled with `signal`; `accessToken` names the token, for a read made before the session has handed its tokens to the client (start-up's first reads). */
export interface ReadOptions {
  signal?: AbortSignal;
  accessToken?: string;
}

const init = ({ signal, accessToken }: ReadOptions) => ({ signal, ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}) });

type Reads = { [Name in DataName]: (options: ReadOptions) => Promise<PortalData[Name]> };

/** One read per kind of data, as the contract names it. */
export const portalReads: Reads = {
  customer: (options) =>
    body(portalClient.GET('/customer/customer', { params: { query: { include: 'avatar,addresses,advisor,account_manager' } }, ...init(options) })),
  family: (options) => body(portalClient.GET('/customer/customer/family', init(options))),
  living: (options) => body(portalClient.GET('/customer/living', init(options))),
  // The mortgage screens show the property, the requested documents and the lender (core §7).
  mortgages: (options) => body(portalClient.GET('/customer/mortgage', { params: { query: { include: 'property,progress,agency' } }, ...init(options) })),
  policies: (options) => body(portalClient.GET('/customer/policy', init(options))),
  damages: (options) => body(portalClient.GET('/customer/damage', { params: { query: { include: 'progress_items' } }, ...init(options) })),
  incomes: (options) => body(portalClient.GET('/customer/income', init(options))),
  partnerIncomes: (options) => body(portalClient.GET('/customer/income/partner', init(options))),
  retirements: (options) => body(portalClient.GET('/customer/retirement', init(options))),
  partnerRetirements: (options) => body(portalClient.GET('/customer/retirement/partner', init(options))),
  obligations: (options) => body(portalClient.GET('/customer/obligation', init(options))),
  appointments: (options) => body(portalClient.GET('/customer/online_afspraken/appointment/', init(options))),
  tasks: (options) => body(portalClient.GET('/customer/task', init(options))),
  // The inbox reads the first 30 mails (core §9); the badge counts the unseen among them.
  mails: (options) =>
    body(portalClient.GET('/customer/attachable/published/by_is_attachable_type/email', { params: { query: { per_page: 30 } }, ...init(options) })),
  notes: (options) => body(portalClient.GET('/customer/note', init(options))),
  signals: (options) => body(portalClient.GET('/customer/signal/active', init(options))),
  documents: (options) => body(portalClient.GET('/customer/document', init(options))),
};
