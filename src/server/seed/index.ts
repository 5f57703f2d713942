// Stores the demo data: offices, their catalogues and documents, customers with every record, and
// the HDN company table. `npm start` runs it on an empty database; `npm run seed` runs it anew.
import { sql } from 'kysely';
import { activationDigest } from '../auth/accounts';
import { issueAccountToken } from '../auth/account-tokens';
import { hashPassword } from '../auth/passwords';
import { json, type Db } from '../db/database';
import { customerRecordTables, type CustomerRecordTableName } from '../db/schema';
import { hdnCompanies } from './data/hdn-companies';
import { demoTenants } from './data/tenants';
import type { DemoCustomer, DemoTenant } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
const SLOT_WEEKS = 6;

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemo(db);
  return true;
}

/** Removes all data and stores the demo data afresh. */
export async function seedDemo(db: Db, now = new Date()) {
  const passwords = new Map<string, string>();
  await Promise.all(
    demoTenants
      .flatMap((tenant) => tenant.customers)
      .map(async ({ username, password }) => {
        if (password) passwords.set(username, await hashPassword(password));
      }),
  );
  await db.transaction().execute(async (trx) => {
    await sql`TRUNCATE tenants, hdn_companies, auth_throttle RESTART IDENTITY CASCADE`.execute(trx);
    await storeCompanies(trx);
    for (const tenant of demoTenants) await storeTenant(trx, tenant, passwords, now);
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
      await db.insertInto('hdn_labels').values({ company_id: id, hdn_code: company.data.hdn_code, ...label }).execute();
    }
  }
}

async function storeTenant(db: Db, tenant: DemoTenant, passwords: Map<string, string>, now: Date) {
  const { id: tenantId } = await db
    .insertInto('tenants')
    .values({ name: tenant.name, code: tenant.code, settings: json(tenant.settings) })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const document of tenant.tenantDocuments) {
    await db
      .insertInto('tenant_documents')
      .values({ tenant_id: tenantId, name: document.name, mime_type: document.file.mime_type, content: document.file.content, data: json(document.data ?? {}) })
      .execute();
  }
  await storeAppointmentCatalogue(db, tenantId, tenant, now);
  for (const customer of tenant.customers) {
    await storeCustomer(db, tenantId, customer, passwords.get(customer.username) ?? null, now);
  }
}

async function storeAppointmentCatalogue(db: Db, tenantId: number, tenant: DemoTenant, now: Date) {
  const { categories, resources, slotDays, slotHours } = tenant.appointments;
  const resourceIds: number[] = [];
  for (const resource of resources) {
    const row = await db.insertInto('appointment_resources').values({ tenant_id: tenantId, data: json(resource) }).returning('id').executeTakeFirstOrThrow();
    resourceIds.push(row.id);
  }
  for (const category of categories) {
    const { id: categoryId } = await db
      .insertInto('appointment_categories')
      .values({ tenant_id: tenantId, data: json(category.data) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const type of category.types) {
      const { id: typeId } = await db
        .insertInto('appointment_types')
        .values({ tenant_id: tenantId, category_id: categoryId, data: json(type) })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (type.canBeBookedByConsumer !== 1) continue;
      const slots = freeSlots(now, slotDays, slotHours, type.duration ?? 60);
      const rows = resourceIds.flatMap((resourceId) => slots.map(([starts_at, ends_at]) => ({ tenant_id: tenantId, resource_id: resourceId, appointment_type_id: typeId, starts_at, ends_at })));
      if (rows.length) await db.insertInto('appointment_slots').values(rows).execute();
    }
  }
}

/** Slots from tomorrow on, for SLOT_WEEKS weeks, at the office hours given in +01:00 (core §7). */
export function freeSlots(now: Date, days: number[], hours: string[], minutes: number): [Date, Date][] {
  const slots: [Date, Date][] = [];
  for (let offset = 1; offset <= SLOT_WEEKS * 7; offset++) {
    const day = new Date(now.getTime() + offset * DAY_MS);
    const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    if (!days.includes(weekday)) continue;
    const date = day.toISOString().slice(0, 10);
    for (const hour of hours) {
      const start = new Date(`${date}T${hour}:00+01:00`);
      slots.push([start, new Date(start.getTime() + minutes * 60_000)]);
    }
  }
  return slots;
}

const recordsOf = (customer: DemoCustomer): [CustomerRecordTableName, unknown[], 'customer' | 'partner'][] => [
  ['mortgages', customer.mortgages, 'customer'],
  ['policies', customer.policies, 'customer'],
  ['damages', customer.damages, 'customer'],
  ['tasks', customer.tasks, 'customer'],
  ['signals', customer.signals, 'customer'],
  ['notes', customer.notes, 'customer'],
  ['mails', customer.mails, 'customer'],
  ['appointments', customer.appointments, 'customer'],
  ['incomes', customer.incomes.customer, 'customer'],
  ['incomes', customer.incomes.partner, 'partner'],
  ['retirements', customer.retirements.customer, 'customer'],
  ['retirements', customer.retirements.partner, 'partner'],
  ['obligations', customer.obligations, 'customer'],
  ['properties', customer.living ? [customer.living] : [], 'customer'],
];

async function storeCustomer(db: Db, tenantId: number, customer: DemoCustomer, passwordHash: string | null, now: Date) {
  const { id: customerId } = await db
    .insertInto('customers')
    .values({
      tenant_id: tenantId,
      username: customer.username,
      password_hash: passwordHash,
      language: customer.language ?? 'nl',
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
}
