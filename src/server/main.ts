// Starts the server: configuration, database (migrated; the demo data stored into an empty one only
// when DEMO_DATA=true, which `npm start` sets and production refuses), the app on PORT, and a
// graceful stop on SIGINT/SIGTERM (src/server/shutdown.ts).
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { seedIfEmpty } from './seed/when-empty';
import { stopGracefully } from './shutdown';

function fail(message: string): never {
  console.error(`Cannot start the portal server: ${message}`);
  process.exit(1);
}

// A production database starts empty: the operator's first step, in the one line they will read.
const NO_OFFICE = 'no office in the database yet: add one with `npm run office -- create --file office.json` (README, "An office goes live")';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
    afterMigrations: config.demoData ? seedIfEmpty : undefined,
  }).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`the database could not be opened: ${error instanceof Error ? error.message : String(error)}`);
  });
  const app = await buildApp(config, database);
  const anyOffice = await database.db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (!anyOffice) app.log.warn(NO_OFFICE);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    const code = await stopGracefully(app, () => database.close(), { drainMs: config.shutdownDrainMs, deadlineMs: config.shutdownDeadlineMs });
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir ? `PGlite in ${config.dataDir}` : 'PGlite in memory';
  app.log.info(`portal ready on http://vandijk.${config.baseDomain}:${config.port} (database: ${where})`);
}

await main();
