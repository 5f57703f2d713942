// `npm run seed`: replaces everything in the database with the demo data. With the embedded
// database the running server holds its lock, so stop it first (the lock says so).
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { seedDemo } from '../src/server/seed';

const config = loadConfig();
// It empties the database first, and the demo logins are public: never on a production database.
if (config.production) {
  console.error('Cannot seed: NODE_ENV=production. The demo data replaces every office and its logins are public.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema }).catch((error: unknown) => {
  console.error(`Cannot seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
await seedDemo(database.db);
await database.close();
console.log('Demo data stored. Logins are listed in README.md.');
