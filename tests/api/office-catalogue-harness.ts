// The office API's appointment catalogue through the real server, shared by its two test files:
// calls with an office credential, bodies of an advisor, a category and a type, and the demo
// customer's own booking calls.
import { expect } from 'vitest';
import { dutchToday, mondayOf } from '../../src/lib/amsterdam-time';
import { standingClock, useDemoTokens, useTestServer } from './helper';
import { officeCredential } from './office-callers';

export type Json = Record<string, unknown>;
export type ErrorBody = { error: { code: string; details?: { field: string; code: string; message: string }[] } };

export const hours = (from: string, till: string) => [{ from, till }];
const closed: { from: string; till: string }[] = [];
export const weekdaysOnly = (from: string, till: string) => ({
  monday: hours(from, till),
  tuesday: hours(from, till),
  wednesday: hours(from, till),
  thursday: hours(from, till),
  friday: hours(from, till),
  saturday: closed,
  sunday: closed,
});
export const advisorBody = (name: string, extra: Json = {}) => ({ name, weekly_hours: weekdaysOnly('09:00', '12:00'), absences: [], ...extra });
export const typeBody = (category: string, advisors: string[], extra: Json = {}) => ({
  category,
  name: 'Pensioengesprek',
  description: 'Samen je pensioen doorrekenen.',
  status: 'active',
  priceType: 'free',
  price: null,
  duration: 60,
  buffer: 15,
  minTimeBeforeAppointment: null,
  maxTimeBeforeAppointment: null,
  canBeBookedByConsumer: 1,
  meeting: 'online',
  advisors,
  ...extra,
});

/** A Monday far enough ahead that every test's bookings lie outside the cancellation window. */
export const mondayAhead = (weeks: number) => mondayOf(dutchToday(), weeks);

export function useCatalogue() {
  const server = useTestServer({ clock: standingClock().now });
  const tokens = useDemoTokens(server);
  const secrets: Record<string, string> = {};
  /** A credential of the office (VANDIJK unless named) with every scope, or with the scopes given. */
  async function secretOf(code = 'VANDIJK', scopes?: ('read' | 'write' | 'events')[]) {
    const key = `${code}:${scopes?.join(',') ?? 'all'}`;
    secrets[key] ??= (await officeCredential(server, code, scopes)).secret;
    return secrets[key];
  }
  async function office(method: string, url: string, body?: unknown, options: { code?: string; scopes?: ('read' | 'write' | 'events')[] } = {}) {
    return server.call(null, method, `/office/v1${url}`, { token: await secretOf(options.code, options.scopes), body });
  }
  async function put(url: string, body: unknown, code?: string): Promise<Json> {
    const response = await office('PUT', url, body, { code });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Json>();
  }
  const portal = (method: string, url: string, body?: unknown) =>
    server.call('vandijk', method, `/api/customer/online_afspraken${url}`, { token: tokens.jan, body });
  async function slots(typeId: number, start: string, end: string) {
    const response = await portal('POST', '/bookable_time/by_appointment_type_and_start_date', {
      start_date: start,
      end_date: end,
      appointment_type_id: typeId,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ date: string; startTime: string; endTime: string; resourceId: number }[]>();
  }
  const count = async (table: 'appointment_resources' | 'appointment_types' | 'appointment_categories') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;
  return { server, tokens, office, put, portal, slots, count, errorOf };
}
