// The load tests' data: the demo offices plus ten offices shaped like Van Dijk, whose customers
// sign in without a code, stored in a PostgreSQL schema of the test's own.
import { openDatabase } from '../../src/server/db/database';
import { runOfficeCommand } from '../../src/server/offices/command';
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
    const kept = office.customers.filter((customer) => customer.password);
    // Each customer gets a username of the load office; an offer names its partner by the new one.
    const renamed = new Map(kept.map((customer, number) => [customer.username, `klant${number + 1}@${name}.example.nl`]));
    return {
      ...office,
      name,
      code: name.toUpperCase(),
      settings: { ...office.settings, code: name.toUpperCase(), subdomain: name },
      customers: kept.map((customer) => ({
        ...customer,
        username: renamed.get(customer.username)!,
        password: PASSWORD,
        twoFactor: false,
        ...(customer.offer ? { offer: { ...customer.offer, partner: customer.offer.partner && renamed.get(customer.offer.partner) } } : {}),
      })),
    };
  });
}

/** Where the load offices send their events: `<url>/<office>`, sealed under the server's SESSION_SECRET. */
export interface LoadWebhooks {
  url: string;
  sessionSecret: string;
}

/** Each load office's signing secret by its sub-domain, and each load customer's id by username. */
export interface LoadWebhookSetup {
  secrets: Map<string, string>;
  customerIds: Map<string, number>;
}

/** Migrates the schema and stores the demo and load offices in it; with `webhooks`, gives each load office one. */
export async function seedLoadSchema(databaseUrl: string, schema: string, webhooks?: LoadWebhooks): Promise<LoadWebhookSetup> {
  const database = await openDatabase({ databaseUrl, dataDir: null, schema });
  const setup: LoadWebhookSetup = { secrets: new Map(), customerIds: new Map() };
  try {
    const offices = loadOffices();
    await seedDemo(database.db, new Date(), [...demoTenants, ...offices]);
    if (!webhooks) return setup;
    const config = { production: false, webhookExtraHosts: ['127.0.0.1'], sessionSecret: webhooks.sessionSecret };
    for (const office of offices) {
      const set = await runOfficeCommand(database.db, ['webhook', 'set', office.code, `${webhooks.url}/${office.name}`], async () => '', new Date(), config);
      const secret = set.lines.find((line) => line.startsWith('whsec_'));
      if (!secret) throw new Error(`no webhook for ${office.code}: ${set.lines.join(' ')}`);
      setup.secrets.set(office.name, secret);
    }
    const customers = await database.db.selectFrom('customers').select(['id', 'username']).where('username', 'like', 'klant%').execute();
    for (const customer of customers) setup.customerIds.set(customer.username, customer.id);
    return setup;
  } finally {
    await database.close();
  }
}
