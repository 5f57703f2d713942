// Stores the demo data: offices, their catalogues and documents, customers with every record, and
// the HDN company table. `npm start` runs it on an empty database (when-empty.ts); `npm run seed` runs it anew.
import { sql } from 'kysely';
import { activationDigest } from '../auth/accounts';
import { issueAccountToken } from '../auth/account-tokens';
import { hashPassword } from '../auth/passwords';
import { json, type Db } from '../db/database';
import { customerRecordTables, type CustomerRecordTableName } from '../db/schema';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './data/contacts';
import { hdnCompanies } from './data/hdn-companies';
import { demoLenderRates, demoLenderTerms } from './data/lender-rates';
import { demoTenants } from './data/tenants';
import { instantOf, isoWithOffset } from '../../lib/amsterdam-time';
import type { DemoAppointment, DemoCustomer, DemoOffer, DemoTenant } from './types';
import { storeOffer } from './offer';

/** Removes all data and stores the demo data afresh (`tenants`: the load test adds offices after them). */
export async function seedDemo(db: Db, now = new Date(), tenants: DemoTenant[] = demoTenants) {
  // Each distinct password is hashed once (the load test's offices share one); the demo's is ready.
  const hashes = new Map([[DEMO_PASSWORD, Promise.resolve(DEMO_PASSWORD_HASH)]]);
  const hashOf = (password: string) => {
    const known = hashes.get(password);
    if (known) return known;
    const made = hashPassword(password);
    hashes.set(password, made);
    return made;
  };
  const passwords = new Map<string, string>();
  await Promise.all(
    tenants
      .flatMap((tenant) => tenant.customers)
      .map(async ({ username, password }) => {
        if (password) passwords.set(username, await hashOf(password));
      }),
  );
  await db.transaction().execute(async (trx) => {
    await sql`TRUNCATE tenants, hdn_companies, auth_throttle, rate_events RESTART IDENTITY CASCADE`.execute(trx);
    await storeCompanies(trx);
    await trx.deleteFrom('lender_rates').execute();
    await trx.insertInto('lender_rates').values(demoLenderRates).execute();
    await trx.deleteFrom('lender_terms').execute();
    await trx.insertInto('lender_terms').values(demoLenderTerms).execute();
    for (const tenant of tenants) await storeTenant(trx, tenant, passwords, now);
  });
}

async function storeCompanies(db: Db) {
  for (const company of hdnCompanies) {
    const { id } = await db
      .insertInto('hdn_companies')
      .values({ hdn_code: company.data.hdn_code, data: json(company.data) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const label of company.labels) {
      await db
        .insertInto('hdn_labels')
        .values({ company_id: id, hdn_code: company.data.hdn_code, ...label })
        .execute();
    }
  }
}

async function storeTenant(db: Db, tenant: DemoTenant, passwords: Map<string, string>, now: Date) {
  const { id: tenantId } = await db
    .insertInto('tenants')
    .values({
      name: tenant.name,
      code: tenant.code,
      settings: json({ ...tenant.settings, appointment_cancellation_hours: tenant.appointments.cancellationHours }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const document of tenant.tenantDocuments) {
    await db
      .insertInto('tenant_documents')
      .values({ tenant_id: tenantId, name: document.name, mime_type: document.file.mime_type, content: document.file.content, data: json(document.data ?? {}) })
      .execute();
  }
  const buffers = await storeAppointmentCatalogue(db, tenantId, tenant);
  // An offer is published once its partner is stored too: the partner comes right after the owner
  // and has no records, so the offer's rows get the ids ids.ts gives them.
  const stored = new Map<string, number>();
  let waiting: { customerId: number; offer: DemoOffer }[] = [];
  for (const customer of tenant.customers) {
    const customerId = await storeCustomer(db, tenantId, customer, passwords.get(customer.username) ?? null, now, buffers);
    stored.set(customer.username, customerId);
    if (customer.offer) waiting.push({ customerId, offer: customer.offer });
    for (const { customerId: owner, offer } of waiting.filter(({ offer }) => !offer.partner || stored.has(offer.partner))) {
      const partnerId = offer.partner ? stored.get(offer.partner)! : null;
      await storeOffer(db, { tenantId, customerId: owner }, offer, partnerId, tenant.settings as Record<string, unknown>, now);
    }
    waiting = waiting.filter(({ offer }) => offer.partner && !stored.has(offer.partner));
  }
  if (waiting.length) throw new Error(`Demo offer partner ${waiting[0]!.offer.partner} is not a customer of ${tenant.code}`);
}

/** Stores the office's catalogue; answers each type's buffer by type id, for the bookings' blocked time. */
async function storeAppointmentCatalogue(db: Db, tenantId: number, tenant: DemoTenant): Promise<Map<number, number>> {
  const buffers = new Map<number, number>();
  for (const resource of tenant.appointments.resources) {
    await db
      .insertInto('appointment_resources')
      .values({ tenant_id: tenantId, data: json(resource.data), hours: json(resource.hours) })
      .execute();
  }
  for (const category of tenant.appointments.categories) {
    const { id: categoryId } = await db
      .insertInto('appointment_categories')
      .values({ tenant_id: tenantId, data: json(category.data) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const type of category.types) {
      const { id } = await db
        .insertInto('appointment_types')
        .values({ tenant_id: tenantId, category_id: categoryId, data: json(type) })
        .returning('id')
        .executeTakeFirstOrThrow();
      buffers.set(id, type.buffer ?? 0);
    }
  }
  return buffers;
}

/** A demo booking as stored: instants of its Dutch wall-clock times, blocked until its end plus the type's buffer. */
function appointmentRow(appointment: DemoAppointment, buffers: Map<number, number>) {
  const { date, from, till, status, ...fields } = appointment;
  const starts = instantOf(date, from);
  const ends = instantOf(date, till);
  return {
    resource_id: appointment.resource_id,
    starts_at: starts,
    ends_at: ends,
    blocked_until: new Date(ends.getTime() + (buffers.get(appointment.appointment_type_id) ?? 0) * 60_000),
    status: status ?? 'approved',
    cancelled_at: status === 'cancelled' ? starts : null,
    data: json({ ...fields, time_start: isoWithOffset(starts), time_end: isoWithOffset(ends) }),
  };
}

const recordsOf = (customer: DemoCustomer): [CustomerRecordTableName, unknown[], 'customer' | 'partner'][] => [
  ['mortgages', customer.mortgages, 'customer'],
  ['policies', customer.policies, 'customer'],
  ['damages', customer.damages, 'customer'],
  ['tasks', customer.tasks, 'customer'],
  ['signals', customer.signals, 'customer'],
  ['notes', customer.notes, 'customer'],
  ['mails', customer.mails, 'customer'],
  ['incomes', customer.incomes.customer, 'customer'],
  ['incomes', customer.incomes.partner, 'partner'],
  ['retirements', customer.retirements.customer, 'customer'],
  ['retirements', customer.retirements.partner, 'partner'],
  ['obligations', customer.obligations, 'customer'],
  ['properties', customer.living ? [customer.living] : [], 'customer'],
];

async function storeCustomer(db: Db, tenantId: number, customer: DemoCustomer, passwordHash: string | null, now: Date, buffers: Map<number, number>) {
  const { id: customerId } = await db
    .insertInto('customers')
    .values({
      tenant_id: tenantId,
      username: customer.username,
      password_hash: passwordHash,
      language: customer.language ?? 'nl',
      // As migration 024: Dutch is the default, any other language someone chose.
      language_chosen: (customer.language ?? 'nl') !== 'nl',
      profile: json(customer.profile),
      family: json(customer.family),
      two_factor: customer.twoFactor,
      advisor_lock: customer.advisorLock ?? false,
      activation_number_hash: customer.activation ? activationDigest(customer.activation.number) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (customer.activation) {
    await issueAccountToken(db, { tenantId, customerId }, 'register', now, customer.activation.registerToken);
  }
  for (const [table, records, person] of recordsOf(customer)) {
    if (!customerRecordTables.includes(table) || records.length === 0) continue;
    await db
      .insertInto(table)
      .values(records.map((data) => ({ tenant_id: tenantId, customer_id: customerId, person, data: json(data) })))
      .execute();
  }
  if (customer.appointments.length) {
    await db
      .insertInto('appointments')
      .values(customer.appointments.map((appointment) => ({ tenant_id: tenantId, customer_id: customerId, ...appointmentRow(appointment, buffers) })))
      .execute();
  }
  for (const document of customer.documents) {
    await db
      .insertInto('documents')
      .values({
        tenant_id: tenantId,
        customer_id: customerId,
        category: document.category,
        name: document.name,
        mime_type: document.file.mime_type,
        extension: document.file.extension,
        filesize: document.file.content.length,
        content: document.file.content,
        deletable: document.deletable,
        data: json(document.data ?? {}),
        created_at: new Date(now.getTime() - document.minutesAgo * 60_000),
      })
      .execute();
  }
  return customerId;
}
