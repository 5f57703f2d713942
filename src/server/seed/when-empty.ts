// `npm start` seeds an empty database. The demo data is composed when its modules load (pictures
// encoded, records built), so they are loaded only when the database is empty, not on a restart.
import type { Db } from '../db/database';

/** Stores the demo data when the database holds no office; answers whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const { seedDemo } = await import('./index');
  await seedDemo(db);
  return true;
}
