/**
 * The demo answers the studio (Storybook, `npm run studio`) feeds its screens and forms: the real
 * server on an in-memory database with the demo data, asked the portal's own reads for the demo
 * customer of each demo office, and what its sign-in answers that customer. Printed as JSON; the
 * studio's Vite plugin runs it once at start, so the stories need no running server and show
 * exactly what the portal would.
 *
 * The clock stands at STUDIO_MOMENT while the demo data is made and read, so "three days ago" is the
 * same date on every run and the visual baselines stay put.
 */
import { STUDIO_MOMENT } from '../../.storybook/studio-moment';

/** The readable kinds of data, the paths the portal's reads ask (src/api/portal-reads.ts). */
const READS = {
  customer: '/api/customer/customer?include=avatar,addresses,advisor,account_manager',
  family: '/api/customer/customer/family',
  living: '/api/customer/living',
  mortgages: '/api/customer/mortgage?include=property,progress,agency',
  policies: '/api/customer/policy',
  damages: '/api/customer/damage?include=progress_items',
  incomes: '/api/customer/income',
  partnerIncomes: '/api/customer/income/partner',
  retirements: '/api/customer/retirement',
  partnerRetirements: '/api/customer/retirement/partner',
  obligations: '/api/customer/obligation',
  appointments: '/api/customer/online_afspraken/appointment/',
  tasks: '/api/customer/task',
  mails: '/api/customer/attachable/published/by_is_attachable_type/email?per_page=30',
  notes: '/api/customer/note',
  signals: '/api/customer/signal/active',
  documents: '/api/customer/document',
} as const;

/** The demo office and the customer whose portal the studio shows (README "Demo offices and logins"). */
const OFFICES = [
  { office: 'vandijk', username: 'jan.devries@example.nl' },
  { office: 'degroot', username: 'p.jansen@example.nl' },
] as const;

/** Makes every `new Date()` and `Date.now()` of this process answer the studio's moment. */
function standStill(moment: number) {
  const RealDate = Date;
  class StandingDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(moment);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return moment;
    }
  }
  globalThis.Date = StandingDate as DateConstructor;
}

async function main() {
  standStill(STUDIO_MOMENT);
  // Imported after the clock stands: the demo data dates itself from the moment it is loaded.
  const [{ buildApp }, { loadConfig }, { openDatabase }, { seedDemo }, { openSession }, { DEMO_PASSWORD }] = await Promise.all([
    import('../../src/server/app'),
    import('../../src/server/config'),
    import('../../src/server/db/database'),
    import('../../src/server/seed'),
    import('../../src/server/auth/sessions'),
    import('../../src/server/seed/data/contacts'),
  ]);
  // Not the process's environment: a studio build runs with NODE_ENV=production, and these answers
  // must never depend on a DATABASE_URL or secret of the machine.
  const loaded = loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
  const config = { ...loaded, databaseUrl: null, clock: () => new Date(STUDIO_MOMENT) };
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  await seedDemo(database.db, new Date(STUDIO_MOMENT));
  const app = await buildApp(config, database);

  const answers: Record<string, { tenant: unknown; data: Record<string, unknown>; signIn: Record<string, { status: number; body: unknown }> }> = {};
  for (const { office, username } of OFFICES) {
    const customer = await database.db
      .selectFrom('customers')
      .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
      .select(['customers.id as customerId', 'tenants.id as tenantId'])
      .where('tenants.name', '=', office)
      .where('customers.username', '=', username)
      .executeTakeFirstOrThrow();
    const { access_token } = await openSession(
      database.db,
      config,
      customer.tenantId,
      customer.customerId,
      {
        browser: null,
        os: null,
        device_type: 'desktop',
      },
      false,
    );
    const ask = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { host: `${office}.localhost`, authorization: `Bearer ${access_token}` } });
      return response.statusCode === 200 ? response.json<unknown>() : undefined;
    };
    // A read the office refuses (a section it switched off) or has nothing for (404) stays out:
    // the portal never asks the first, and the studio's server answers the second with 404 too.
    const data: Record<string, unknown> = {};
    for (const [name, url] of Object.entries(READS)) data[name] = await ask(url);
    // What the sign-in answers the studio's sign-in steps: a wrong password, and the right one
    // asking for the second factor (both demo customers have one). The wrong one goes first: the
    // right one clears the throttle's count.
    const signIn = async (password: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/proxy/auth/login',
        headers: { host: `${office}.localhost` },
        payload: { username, password, tenant: office, scope: 'customer' },
      });
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    const wrongPassword = await signIn(`${DEMO_PASSWORD}?`);
    answers[office] = { tenant: await ask('/api/customer/tenant'), data, signIn: { wrongPassword, twoFactor: await signIn(DEMO_PASSWORD) } };
  }
  await app.close();
  await database.close();
  process.stdout.write(JSON.stringify(answers));
}

await main();
