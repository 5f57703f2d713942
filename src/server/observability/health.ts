// Health checks for whoever runs the server (a balancer, an orchestrator); not part of the
// contract, like /metrics. Live: the process answers. Ready: the database answers and holds every
// migration this code knows, so a balancer sends nothing to an instance whose database is gone or
// not yet migrated to its code.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { migrations } from '../db/migrations';

const known = Object.keys(migrations);

/** Whether the database answers and its migration ledger holds every migration of this code. */
export async function databaseReady(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return known.every((name) => applied.has(name));
  } catch {
    return false;
  }
}

export function registerHealth(app: FastifyInstance, db: Db) {
  app.get('/health/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));
  app.get('/health/ready', async (_request, reply) => {
    // A draining instance (SIGTERM) is not ready: the balancer moves its new requests elsewhere.
    const ready = !app.drain.draining && (await databaseReady(db));
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not_ready' });
  });
}
