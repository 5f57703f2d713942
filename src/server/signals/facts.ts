// The facts the rules read, loaded for one customer: the records in their contract shape, the
// appointments with their instants, both birth dates, the refinance rates, and how to address them.
import type { Db } from '../db/database';
import { CustomerScope } from '../db/customer-scope';
import { TenantScope } from '../db/tenant-scope';
import { fromRows } from '../modules/records';
import type { Schemas } from '../modules/types';
import { productRates } from '../modules/advice/requests';
import { isLanguage, type Language } from '../../lib/languages';
import type { SignalFacts } from './types';

export interface Addressing {
  language: Language;
  formal: boolean;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export async function loadFacts(db: Db, tenantId: number, customerId: number, today: string): Promise<{ facts: SignalFacts; addressing: Addressing }> {
  const scope = new CustomerScope(db, tenantId, customerId);
  const [account, tenant, mortgages, policies, appointments, rates] = await Promise.all([
    scope.profile(),
    db.selectFrom('tenants').select('settings').where('id', '=', tenantId).executeTakeFirstOrThrow(),
    scope.records('mortgages'),
    scope.records('policies'),
    db
      .selectFrom('appointments')
      .select(['id', 'starts_at', 'status', 'data'])
      .where('tenant_id', '=', tenantId)
      .where('customer_id', '=', customerId)
      .execute(),
    // The very rates the refinance calculator compares: one source of today's rates.
    new TenantScope(db, tenantId).lenderRates(),
  ]);
  const partner = (account.family as { partner?: { date_of_birth?: unknown } | null }).partner;
  const facts: SignalFacts = {
    today,
    mortgages: fromRows<Schemas['Mortgage']>(mortgages, customerId),
    policies: fromRows<Schemas['Policy']>(policies, customerId),
    appointments: appointments.flatMap((row) =>
      row.starts_at ? [{ id: row.id, startsAt: row.starts_at, status: row.status, location: text(row.data.location), videoUrl: text(row.data.video_url) }] : [],
    ),
    birthDates: { customer: text(account.profile.date_of_birth), partner: text(partner?.date_of_birth) },
    rates: productRates(rates),
  };
  // Core §1: any pronoun other than 'JE' means the polite form.
  const addressing = { language: isLanguage(account.language) ? account.language : 'nl', formal: tenant.settings.pronoun !== 'JE' } satisfies Addressing;
  return { facts, addressing };
}
