// The load tests' data: the demo offices plus ten offices shaped like Van Dijk, whose customers
// sign in without a code, stored in a PostgreSQL schema of the test's own.
import { openDatabase } from '../../src/server/db/database';
import { seedDemo } from '../../src/server/seed';
import { degroot } from '../../src/server/seed/data/degroot';
import { RowIds } from '../../src/server/seed/data/ids';
import { demoTenants } from '../../src/server/seed/data/tenants';
import { vandijk } from '../../src/server/seed/data/vandijk';
import type { DemoTenant } from '../../src/server/seed/types';

export const OFFICES = 10;
export const PASSWORD = 'Welkom2026!';

/** Ten offices shaped like Van Dijk, numbered after the demo offices so record ids line up. */
function loadOffices(): DemoTenant[] {
  const ids = new RowIds();
  vandijk(ids);
  degroot(ids);
  return Array.from({ length: OFFICES }, (_, index) => {
    const office = vandijk(ids);
    const name = `load${index + 1}`;
    return {
      ...office,
      name,
      code: name.toUpperCase(),
      settings: { ...office.settings, code: name.toUpperCase(), subdomain: name },
      customers: office.customers
        .filter((customer) => customer.password)
        .map((customer, number) => ({ ...customer, username: `klant${number + 1}@${name}.example.nl`, password: PASSWORD, twoFactor: false })),
    };
  });
}

/** Migrates the schema and stores the demo and load offices in it. */
export async function seedLoadSchema(databaseUrl: string, schema: string) {
  const database = await openDatabase({ databaseUrl, dataDir: null, schema });
  try {
    await seedDemo(database.db, new Date(), [...demoTenants, ...loadOffices()]);
  } finally {
    await database.close();
  }
}
