// The appointments API through the real server, shared by its two test files: a server with the
// demo data, the demo tokens, the ids of the demo types, resources and customers, and calls.
import { sql } from 'kysely';
import { beforeAll, expect } from 'vitest';
import { instantOf, isoWithOffset } from '../../src/lib/amsterdam-time';
import { demoLogins, useDemoTokens, useTestServer } from './helper';

export const base = '/api/customer/online_afspraken';

export interface Slot {
  date: string;
  startTime: string;
  endTime: string;
  resourceId: number;
}
export interface Appointment {
  id: number;
  time_start: string;
  time_end: string;
  status: string;
  cancellable: boolean;
  summary: string | null;
}

export const today = () => isoWithOffset(new Date()).slice(0, 10);
export const at = (date: string, time: string) => isoWithOffset(instantOf(date, time));

/** A server for the calling test file, with the demo ids read once it runs. */
export function useAppointments() {
  const server = useTestServer();
  const tokens = useDemoTokens(server);
  const ids = { check: 0, orientation: 0, insurance: 0, damage: 0, mark: 0, lotte: 0, willem: 0, sanne: 0, jan: 0 };
  const appointmentCount = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM appointments`.execute(server.database.db)).rows[0]!.n);

  const call = (who: keyof typeof tokens, method: string, url: string, body?: unknown, office = who === 'pieter' ? 'degroot' : 'vandijk') =>
    server.call(office, method, `${base}${url}`, { token: tokens[who], body });

  async function slots(typeId: number, start: string, end: string, who: keyof typeof tokens = 'sanne'): Promise<Slot[]> {
    const response = await call(who, 'POST', '/bookable_time/by_appointment_type_and_start_date', {
      start_date: start,
      end_date: end,
      appointment_type_id: typeId,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Slot[]>();
  }

  function booking(who: 'jan' | 'sanne', slot: Slot, typeId = ids.check, extra: Record<string, unknown> = {}) {
    return {
      customer_id: ids[who],
      appointment_type_id: typeId,
      resource_id: slot.resourceId,
      time_start: at(slot.date, slot.startTime),
      time_end: at(slot.date, slot.endTime),
      summary: 'Hypotheekcheck',
      description: 'Rentevaste periode bespreken',
      ...extra,
    };
  }

  beforeAll(async () => {
    const types = (await call('sanne', 'GET', '/appointment_type/index'))
      .json<{ types: { id: number; name: string }[] }[]>()
      .flatMap((category) => category.types);
    const typeId = (name: string) => types.find((type) => type.name === name)!.id;
    Object.assign(ids, {
      check: typeId('Hypotheekcheck'),
      orientation: typeId('Oriënterend hypotheekgesprek'),
      insurance: typeId('Verzekeringscheck'),
      damage: typeId('Schadebehandeling op locatie'),
    });
    const resources = (await call('sanne', 'GET', '/resource/index')).json<{ id: number; name: string }[]>();
    ids.mark = resources.find((resource) => resource.name === 'Mark van Dijk')!.id;
    ids.lotte = resources.find((resource) => resource.name === 'Lotte Vermeulen')!.id;
    const willem = await sql<{ id: number }>`SELECT id FROM appointment_resources WHERE data->>'name' = 'Willem de Groot'`.execute(server.database.db);
    ids.willem = willem.rows[0]!.id;
    const customers = await sql<{ id: number; username: string }>`SELECT id, username FROM customers`.execute(server.database.db);
    ids.sanne = customers.rows.find((row) => row.username === demoLogins.vandijkSecond.username)!.id;
    ids.jan = customers.rows.find((row) => row.username === demoLogins.vandijk.username)!.id;
  });

  return { server, tokens, ids, call, slots, booking, appointmentCount };
}

/** Locks a resource's row from another connection until `release`. */
/**
 * Holds a resource's row locked on a connection of its own (PostgreSQL only) until released.
 * `waiting()` counts the connections queued behind it, directly or behind one another, so a test
 * can wait until its requests are really stuck on the lock rather than for a while.
 */
export async function holdRow(
  server: ReturnType<typeof useTestServer>,
  resourceId: number,
): Promise<{ waiting: () => Promise<number>; release: () => Promise<void> }> {
  const db = server.database.db;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: (pid: number) => void;
  const isLocked = new Promise<number>((resolve) => (locked = resolve));
  const done = db.transaction().execute(async (trx) => {
    await trx.selectFrom('appointment_resources').select('id').where('id', '=', resourceId).forUpdate().execute();
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
    locked(rows[0]!.pid);
    await released;
  });
  const holder = await isLocked;
  const waiting = async () => {
    const { rows } = await sql<{ count: string }>`
      WITH RECURSIVE queued(pid) AS (
        SELECT pid FROM pg_stat_activity WHERE ${holder}::int = ANY(pg_blocking_pids(pid))
        UNION
        SELECT activity.pid FROM pg_stat_activity activity JOIN queued ON queued.pid = ANY(pg_blocking_pids(activity.pid))
      ) SELECT count(*) AS count FROM queued`.execute(db);
    return Number(rows[0]!.count);
  };
  return {
    waiting,
    release: async () => {
      release();
      await done;
    },
  };
}

export function addMinutes(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
