// The offices as an operator keeps them: stored in the same `tenants` rows the portal reads (name
// and code beside the settings, as the seed stores them), so a new office is served at once.
import { json, type Db } from '../db/database';
import { tenantAnswer } from '../modules/tenant';
import { officeByCode } from '../tenants';
import { tenantFields, type Tenant } from './office-input';

export interface OfficeSummary {
  code: string;
  subdomain: string;
  full_name: string | null;
  created_at: string;
}

export class DuplicateOfficeError extends Error {}

/** Stores a new office; refuses one whose code or sub-domain an office already has. */
export async function createOffice(db: Db, tenant: Tenant): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('tenants')
      .select(['code', 'name'])
      .where((eb) => eb.or([eb('code', '=', tenant.code), eb('name', '=', tenant.subdomain)]))
      .executeTakeFirst();
    if (taken) {
      const which = taken.code === tenant.code ? `code ${tenant.code}` : `sub-domain ${tenant.subdomain}`;
      throw new DuplicateOfficeError(`an office with ${which} exists already (${taken.code}); nothing was stored`);
    }
    await trx
      .insertInto('tenants')
      .values({ name: tenant.subdomain, code: tenant.code, settings: json(tenant) })
      .execute();
  });
}

export async function listOffices(db: Db): Promise<OfficeSummary[]> {
  const rows = await db.selectFrom('tenants').select(['code', 'name', 'settings', 'created_at']).orderBy('code').execute();
  return rows.map((row) => ({
    code: row.code,
    subdomain: row.name,
    full_name: ((row.settings as Partial<Tenant>).full_name ?? null) as string | null,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** The office with this code as the portal answers it (GET /api/tenant), or null. */
export async function findOffice(db: Db, code: string): Promise<Tenant | null> {
  const row = await officeByCode(db, code);
  if (!row) return null;
  // Only the contract's fields, as the serialiser sends them (the settings hold the server's own too).
  const answer = tenantAnswer(row);
  return Object.fromEntries(tenantFields.filter((field) => field in answer).map((field) => [field, answer[field]])) as Tenant;
}
