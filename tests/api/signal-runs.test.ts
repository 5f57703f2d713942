// Once per office per day, however many instances run: two apps on one database (on PostgreSQL
// two connection pools on one schema, as two servers behind a load balancer have) start their
// daily runs at the same moment; each office runs once, each signal exists once and is announced
// once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { seedDemo } from '../../src/server/seed';
import type { SignalEvent } from '../../src/server/signals/runner';
import { standingClock } from './helper';

const databaseUrl = process.env.DATABASE_URL ?? null;
const schema = `test_runs_${randomBytes(6).toString('hex')}`;
const clock = standingClock(new Date('2026-12-01T05:00:00Z'));
const handles: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];
const events: SignalEvent[] = [];

beforeAll(async () => {
  const first = await openDatabase({ databaseUrl, dataDir: null, schema });
  await seedDemo(first.db);
  // PGlite in memory is one process's database: both apps share its handle.
  const second = databaseUrl ? await openDatabase({ databaseUrl, dataDir: null, schema }) : first;
  handles.push(...new Set([first, second]));
  const config = { ...loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent', SIGNAL_RUN_MINUTES: '0' }), databaseUrl, clock: clock.now };
  for (const handle of [first, second]) apps.push(await buildApp(config, handle, { notify: (event) => void events.push(event) }));
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  if (databaseUrl) await dropSchema(databaseUrl, schema);
});

const computedRows = () => handles[0]!.db.selectFrom('signals').select(['id', 'tenant_id', 'rule', 'rule_key']).where('rule', 'is not', null).execute();

describe('the daily signal run with two instances', () => {
  it('runs each office once a day, raising and announcing each signal once', async () => {
    const offices = (await handles[0]!.db.selectFrom('tenants').select('id').execute()).length;
    const ran = await Promise.all([apps[0]!.signals.runDue(), apps[1]!.signals.runDue(), apps[0]!.signals.runDue(), apps[1]!.signals.runDue()]);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(offices);
    const rows = await computedRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => `${row.tenant_id}:${row.rule}:${row.rule_key}`)).size).toBe(rows.length);
    expect(events.map((event) => event.signalId).sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('runs again on the next Dutch day, not before', async () => {
    clock.advance(17 * 3_600_000);
    expect(await apps[1]!.signals.runDue()).toBe(0);
    // 23:00 UTC on 1 December is midnight in Amsterdam.
    clock.advance(60 * 60_000);
    const ran = await Promise.all([apps[0]!.signals.runDue(), apps[1]!.signals.runDue()]);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe((await handles[0]!.db.selectFrom('tenants').select('id').execute()).length);
  });
});
