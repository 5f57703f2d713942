// The benchmark's floor: a bare Fastify server answering the same three reads through the same
// queries (CustomerScope) and driver as the portal server, without auth, validation or contract
// serialisation. What the portal server does beyond this is what the benchmark prices.
import Fastify from 'fastify';
import { loadConfig } from '../src/server/config';
import { CustomerScope } from '../src/server/db/customer-scope';
import { openDatabase } from '../src/server/db/database';
import { seedIfEmpty } from '../src/server/seed/when-empty';

const config = loadConfig();
const { db } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema, afterMigrations: seedIfEmpty });
const owner = await db.selectFrom('customers').select(['id', 'tenant_id']).where('username', '=', 'jan.devries@example.nl').executeTakeFirstOrThrow();
const scope = new CustomerScope(db, owner.tenant_id, owner.id);

const app = Fastify({ logger: false });
app.get('/api/customer/customer', () => scope.profile());
app.get('/api/customer/mortgage', () => scope.records('mortgages'));
app.get('/api/customer/document', () => scope.documents());
await app.listen({ port: config.port, host: '127.0.0.1' });
