// The worker's PGlite puts back exactly the dump's rows and sequences for each file's server, so
// no file sees what another wrote (decision 055).
// Runs on PGlite only (decision 055): on PostgreSQL each file has a schema of its own.
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { workerPglite } from './worker-pglite';

/** Every table's rows and every sequence's value, as text to compare. */
async function fingerprint(client: PGlite): Promise<Record<string, string>> {
  const tables = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows;
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows: data } = await client.query<{ row: string }>(`SELECT t::text AS row FROM public."${name}" t ORDER BY 1`);
    rows[name] = data.map(({ row }) => row).join('\n');
  }
  const sequences = await client.query<{ name: string; last_value: unknown }>(
    `SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  rows['(sequences)'] = JSON.stringify(sequences.rows, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
  return rows;
}

describe.skipIf(!!process.env.DATABASE_URL)('the worker PGlite', () => {
  it('gives the next file the dump again, whatever this one wrote', async () => {
    const first = (await workerPglite())!;
    const before = await fingerprint(first.client);
    expect(before.customers).toContain('jan.devries@example.nl');
    await first.client.exec(`
      UPDATE customers SET username = 'someone.else@example.nl' WHERE username = 'jan.devries@example.nl';
      DELETE FROM messages;
      INSERT INTO mail_outbox (recipient, subject, text, html) VALUES ('someone.else@example.nl', 'Hallo', 'Hallo', '<p>Hallo</p>');
    `);
    expect(await fingerprint(first.client)).not.toEqual(before);
    await first.release();

    const next = (await workerPglite())!;
    expect(next.client).toBe(first.client);
    expect(await fingerprint(next.client)).toEqual(before);
    await next.release();
  });

  it('gives a second server of the same file a PGlite of its own with the same data', async () => {
    const held = (await workerPglite())!;
    const second = (await workerPglite())!;
    expect(second.client).not.toBe(held.client);
    expect(await fingerprint(second.client)).toEqual(await fingerprint(held.client));
    await second.release();
    await held.release();
  });
});
