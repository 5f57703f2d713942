// The office's second-factor policy through the real server (issue 39, decision record 069): its
// own credential reads and replaces it, another office's credential reaches only its own, bad
// bodies are refused with a message key, each call lands in the audit trail, and the portal's
// customers see the policy at once.
import { describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { standingClock, useTestServer } from './helper';
import { runOfficeCommand } from '../../src/server/offices/command';
import { officeCredential } from './office-callers';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now });

type Json = Record<string, unknown>;
const POLICY = '/office/v1/second-factors';
const call = (secret: string, method: string, body?: unknown) => server.call(null, method, POLICY, { token: secret, ...(body === undefined ? {} : { body }) });
const errorOf = (response: { json: () => unknown }) => (response.json() as { error: { code: string; details?: { field: string; code: string }[] } }).error;
const settingsOf = async (code: string) =>
  (await server.database.db.selectFrom('tenants').select('settings').where('code', '=', code).executeTakeFirstOrThrow()).settings as Json;

describe('GET /office/v1/second-factors', () => {
  it('answers the default policy of an office that never chose: every factor, nothing required', async () => {
    const { secret } = await officeCredential(server, 'DEGROOT', ['read']);
    const response = await call(secret, 'GET');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ accepted: ['email', 'app', 'passkey'], stronger_required: false });
    expect(answerErrors('office', 'getOfficeSecondFactors', 200, response.json())).toEqual([]);
  });

  it('needs the read scope, and a credential at all', async () => {
    const { secret } = await officeCredential(server, 'DEGROOT', ['write']);
    expect(errorOf(await call(secret, 'GET')).code).toBe('office_credential_scope');
    expect((await server.call(null, 'GET', POLICY)).statusCode).toBe(401);
  });
});

describe('PUT /office/v1/second-factors', () => {
  it('stores the policy of its own office only, with an audit entry, and the portal follows', async () => {
    const own = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    const other = await officeCredential(server, 'DEGROOT', ['read', 'write']);
    const before = await settingsOf('DEGROOT');
    const response = await call(own.secret, 'PUT', { accepted: ['app', 'email'], stronger_required: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ accepted: ['email', 'app'], stronger_required: true });
    expect(await settingsOf('VANDIJK')).toMatchObject({ second_factors: ['email', 'app'], stronger_factor_required: true, appointment_cancellation_hours: 24 });
    // The other office's credential reads and changes its own office, never this one.
    expect((await call(other.secret, 'GET')).json()).toEqual({ accepted: ['email', 'app', 'passkey'], stronger_required: false });
    expect(await settingsOf('DEGROOT')).toEqual(before);
    const trail = (await server.call(null, 'GET', '/office/v1/audit?limit=500', { token: own.secret })).json<{ entries: Json[] }>().entries;
    expect(trail.filter((entry) => entry.operation_id === 'putOfficeSecondFactors')).toEqual([
      expect.objectContaining({ credential_id: own.id, status: 200, records: [expect.stringMatching(/^tenant:\d+$/)] }),
    ]);
    const theirs = (await server.call(null, 'GET', '/office/v1/audit?limit=500', { token: other.secret })).json<{ entries: Json[] }>().entries;
    expect(theirs.some((entry) => entry.operation_id === 'putOfficeSecondFactors')).toBe(false);
    // A customer of the office sees the policy at once: the change dropped this instance's cached row.
    const jan = await server.login('vandijk', 'jan.devries@example.nl', 'Welkom2026!');
    const factors = await server.call('vandijk', 'GET', '/api/customer/auth/factors', { token: jan });
    expect(factors.json()).toMatchObject({ stronger_required: true, accepted: ['email', 'app'] });
    // Back to the default for the other tests of this file.
    expect((await call(own.secret, 'PUT', { accepted: ['email', 'app'], stronger_required: false })).statusCode).toBe(200);
  });

  it('refuses a policy that accepts nothing, or requires a stronger factor without the app', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    const before = await settingsOf('VANDIJK');
    const empty = await call(secret, 'PUT', { accepted: [], stronger_required: false });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).details).toEqual([expect.objectContaining({ field: 'body.accepted' })]);
    const noApp = await call(secret, 'PUT', { accepted: ['email'], stronger_required: true });
    expect(noApp.statusCode).toBe(400);
    expect(errorOf(noApp).details).toEqual([expect.objectContaining({ field: 'body.accepted', code: 'stronger_factor_needs_app' })]);
    expect(await settingsOf('VANDIJK')).toEqual(before);
  });

  it('refuses an unknown field, an unknown factor, a repeated one and a wrong type', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    for (const body of [
      { accepted: ['email'], stronger_required: false, passwordless: true },
      { accepted: ['sms'], stronger_required: false },
      { accepted: ['app', 'app'], stronger_required: false },
      { accepted: ['app'], stronger_required: 'true' },
      { accepted: ['app'] },
    ]) {
      const response = await call(secret, 'PUT', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).code).toBe('validation_error');
    }
  });

  it('needs the write scope', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read']);
    const response = await call(secret, 'PUT', { accepted: ['app'], stronger_required: true });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('office_credential_scope');
  });
});

describe('npm run office -- second-factors', () => {
  const office = (...argv: string[]) => runOfficeCommand(server.database.db, argv, () => Promise.reject(new Error('no files')), clock.now());

  it('shows the policy, changes what is given of it, and refuses what the API refuses', async () => {
    expect(await office('second-factors', 'degroot')).toEqual({
      code: 0,
      lines: ['DEGROOT accepts email, app, passkey; a factor stronger than e-mail is not required.'],
    });
    expect(await office('second-factors', 'DEGROOT', '--stronger-required', 'true')).toEqual({
      code: 0,
      lines: ['DEGROOT accepts email, app, passkey; a factor stronger than e-mail is required.'],
    });
    expect(await office('second-factors', 'DEGROOT', '--accept', 'email')).toMatchObject({ code: 1 });
    expect(await office('second-factors', 'DEGROOT', '--accept', 'sms')).toMatchObject({ code: 1, lines: ['Unknown factor sms; name email, app, passkey.'] });
    expect(await office('second-factors', 'DEGROOT', '--accept', 'app', '--stronger-required', 'false')).toMatchObject({ code: 0 });
    expect(await settingsOf('DEGROOT')).toMatchObject({ second_factors: ['app'], stronger_factor_required: false });
    expect(await office('second-factors', 'NOPE')).toMatchObject({ code: 1 });
    expect(await office('second-factors')).toMatchObject({ code: 2 });
  });
});
