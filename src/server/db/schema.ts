// Table types for Kysely. Entities keep their contract shape in a jsonb `data` column (see
// docs/decisions/002-entity-storage.md); what the server filters, joins or guards on is a column.
import type { ColumnType, Generated } from 'kysely';
import type { HdnCompaniesTable, HdnLabelsTable, LenderRatesTable, LenderTermsTable } from './lender-tables';
import type { NotificationDigestItemsTable, NotificationDigestsTable, PushSubscriptionsTable } from './notification-tables';
import type { DataExportChunksTable, DataExportsTable } from './export-tables';
import type { OfferSignersTable, OffersTable } from './offer-tables';
import type {
  AccountTokensTable,
  AuthenticatorAppsTable,
  AuthThrottleTable,
  PasskeyChallengesTable,
  PasskeysTable,
  RateEventsTable,
  RecoveryCodesTable,
  SessionsTable,
  TwoFactorCodesTable,
  UsedRefreshTokensTable,
} from './auth-tables';
import type { OfficeAuditTable, OfficeCredentialsTable } from './office-tables';
import type { OfficeEventCountersTable, OfficeEventsTable, OfficeWebhooksTable, WebhookDeliveriesTable } from './event-tables';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T = Record<string, unknown>> = ColumnType<T, unknown, unknown>;
type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>;

export interface TenantsTable {
  id: Generated<number>;
  name: string;
  code: string;
  settings: Json;
  created_at: CreatedAt;
}

export interface CustomersTable {
  id: Generated<number>;
  tenant_id: number;
  username: string;
  password_hash: string | null;
  language: Generated<string>;
  /** The customer chose `language` (migration 024); until then a new device keeps the browser's. */
  language_chosen: Generated<boolean>;
  profile: Json;
  family: Json;
  /** Sign-in asks for a mailed one-time code as well. */
  two_factor: Generated<boolean>;
  /** SHA-256 of the activation number the office gave a customer who has no password yet. */
  activation_number_hash: string | null;
  /** The advisor is working on the file: the edit screens' saves are refused. */
  advisor_lock: Generated<boolean>;
  /** Migration 009: per kind of item, push, email or none; null is the default (push). */
  notification_preferences: Json<Record<string, string> | null>;
  /** Migration 015: the office's own id of the customer (its CRM number); null for the demo's. */
  office_ref: Generated<string | null>;
  /** Migration 016: since when the office has it deactivated (sign-in sees no account), when it last invited it. */
  deactivated_at: Generated<Date | null>;
  invited_at: Generated<Date | null>;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  tenant_id: number | null;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  codes: Json<string[]>;
  links: Json<string[]>;
  /** Migration 006: files sent along ({filename, contentType, content}). */
  attachments: ColumnType<{ filename: string; contentType: string; content: string }[], unknown, unknown>;
  created_at: CreatedAt;
}

/** The common shape of every table of a customer's records. */
export interface CustomerRecordTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  person: Generated<'customer' | 'partner'>;
  data: Json;
  seen_at: Date | null;
  /** Migration 015: the office's own id of a record its system put in; null for the portal's own. */
  office_ref: Generated<string | null>;
  created_at: CreatedAt;
}

export const customerRecordTables = [
  'mortgages',
  'policies',
  'damages',
  'tasks',
  'signals',
  'notes',
  'mails',
  'appointments',
  'incomes',
  'retirements',
  'obligations',
  'properties',
] as const;
export type CustomerRecordTableName = (typeof customerRecordTables)[number];

export interface DocumentsTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  category: string;
  name: string;
  mime_type: string;
  extension: string;
  filesize: number;
  content: Bytes;
  deletable: boolean;
  data: Json;
  idempotency_key: string | null;
  seen_at: Date | null;
  office_ref: Generated<string | null>;
  created_at: CreatedAt;
}

export interface MessagesTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  category: string | null;
  subject: string | null;
  message: string;
  screen: string | null;
  task_status: string | null;
  office_ref: Generated<string | null>;
  created_at: CreatedAt;
}

export interface AssessmentTokensTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  person: 'customer' | 'partner';
  type: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface TenantDocumentsTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  mime_type: string;
  content: Bytes;
  data: Json;
  created_at: CreatedAt;
}

export interface TenantRecordTable {
  id: Generated<number>;
  tenant_id: number;
  data: Json;
  /** Migration 015: the office's own id of a catalogue entry (advisor, appointment type). */
  office_ref: Generated<string | null>;
}

/** A resource's hours in Dutch wall-clock time: per ISO weekday, and a date's own (empty: closed). */
export interface ResourceHoursJson {
  weekly: Record<string, { from: string; till: string }[]>;
  exceptions: Record<string, { from: string; till: string }[]>;
}

export type AppointmentStatus = 'pending' | 'approved' | 'finished' | 'cancelled';

/** Columns a booking is checked and locked on (migration 006); the contract fields stay in `data`. */
export interface AppointmentsTable extends CustomerRecordTable {
  resource_id: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  blocked_until: Date | null;
  status: Generated<AppointmentStatus>;
  cancelled_at: Date | null;
}

export interface SignalsTable extends CustomerRecordTable {
  rule: string | null;
  rule_key: string | null;
}

/** One claim per office and Dutch day (YYYY-MM-DD) of the daily signal run (migration 009). */
export interface SignalRunsTable {
  tenant_id: number;
  day: string;
  claimed_at: ColumnType<Date, Date | undefined, Date>;
  finished_at: Date | null;
}

export type Database = {
  tenants: TenantsTable;
  customers: CustomersTable;
  sessions: SessionsTable;
  data_exports: DataExportsTable;
  data_export_chunks: DataExportChunksTable;
  used_refresh_tokens: UsedRefreshTokensTable;
  two_factor_codes: TwoFactorCodesTable;
  authenticator_apps: AuthenticatorAppsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  account_tokens: AccountTokensTable;
  auth_throttle: AuthThrottleTable;
  rate_events: RateEventsTable;
  mail_outbox: MailOutboxTable;
  documents: DocumentsTable;
  tenant_documents: TenantDocumentsTable;
  messages: MessagesTable;
  assessment_tokens: AssessmentTokensTable;
  appointment_categories: TenantRecordTable;
  appointment_types: TenantRecordTable & { category_id: number };
  appointment_resources: TenantRecordTable & { hours: Json<ResourceHoursJson> };
  hdn_companies: HdnCompaniesTable;
  hdn_labels: HdnLabelsTable;
  lender_rates: LenderRatesTable;
  lender_terms: LenderTermsTable;
  signal_runs: SignalRunsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_digest_items: NotificationDigestItemsTable;
  notification_digests: NotificationDigestsTable;
  office_credentials: OfficeCredentialsTable;
  office_audit: OfficeAuditTable;
  office_event_counters: OfficeEventCountersTable;
  offers: OffersTable;
  offer_signers: OfferSignersTable;
  office_events: OfficeEventsTable;
  office_webhooks: OfficeWebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
} & Record<Exclude<CustomerRecordTableName, 'appointments' | 'signals'>, CustomerRecordTable> & { appointments: AppointmentsTable; signals: SignalsTable };
