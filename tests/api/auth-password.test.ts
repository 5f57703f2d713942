// Password recovery, reset links and the password change through the real server: links built from
// the office's configured address whatever the Host header says, single-use tokens with an
// expiry, the same answer for unknown usernames, and the outbox the links are read from.
import { productionVapid } from '../unit/server/vapid-env';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { answerErrors } from './contract-answers';
import { LINK_RESEND_MS } from '../../src/server/modules/auth/recovery';
import { demoLogins, freshAddress, standingClock, useTestServer } from './helper';

const clock = standingClock();
const server = useTestServer({ clock: clock.now });
// Each test starts as if the last link was mailed long enough ago for a new one.
beforeEach(() => clock.advance(LINK_RESEND_MS));
const jan = demoLogins.vandijk;
const sanne = demoLogins.vandijkSecond;
const pieter = demoLogins.degroot;

const recover = (username: string, options: { office?: string | null; portal?: string; headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  server.call(options.office === undefined ? 'vandijk' : options.office, 'POST', '/api/customer/auth/recover/password', {
    body: { username, portal: options.portal ?? 'VANDIJK' },
    headers: options.headers,
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
const reset = (token: string, password: string, office = 'vandijk') =>
  server.call(office, 'POST', '/api/customer/auth/reset/password', { body: { token, password } });
const validate = (token: string, office = 'vandijk') =>
  server.call(office, 'POST', '/api/customer/auth/token/validate', { body: { token, include: 'username' } });
/** The token of the newest link mailed to `username`. */
async function mailedToken(username: string, parameter = 'reset_password'): Promise<string> {
  const [mail] = await server.outbox(username);
  const link = new URL(mail!.links[0]!);
  return link.searchParams.get(parameter) ?? '';
}
const forgetThrottles = () => sql`DELETE FROM auth_throttle`.execute(server.database.db);

describe('postRecoverPassword', () => {
  beforeEach(forgetThrottles);

  it('mails a reset link to the office’s portal, in the customer’s form of address', async () => {
    const response = await recover(jan.username);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [mail] = await server.outbox(jan.username);
    expect(mail).toMatchObject({ to: jan.username, subject: 'Stel je nieuwe wachtwoord in', codes: [] });
    expect(mail!.links).toEqual([expect.stringMatching(/^http:\/\/vandijk\.localhost:3000\/\?reset_password=[A-Za-z0-9_-]{43}$/)]);
    expect(mail!.text).toContain(mail!.links[0]);
    expect(mail!.text).toContain('1 uur geldig');
  });

  it('builds the link from the office’s address, never from a forged Host header', async () => {
    const forged = { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com', forwarded: 'host=evil.example.com' };
    const response = await recover(sanne.username, { office: null, headers: forged });
    expect(response.statusCode).toBe(200);
    const [mail] = await server.outbox(sanne.username);
    expect(mail!.links[0]).toMatch(/^http:\/\/vandijk\.localhost:3000\/\?reset_password=/);
    expect(mail!.text + (await server.database.db.selectFrom('mail_outbox').select('html').orderBy('id', 'desc').executeTakeFirstOrThrow()).html).not.toContain(
      'evil',
    );
  });

  it('answers an unknown username exactly like a known one, and mails nothing', async () => {
    const known = await recover(jan.username);
    const unknown = await recover('niemand@example.nl');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await server.outbox('niemand@example.nl')).toEqual([]);
  });

  it('throttles recovery per username from one address, known or not, with the same 429', async () => {
    const options = { office: 'degroot', portal: 'DEGROOT', remoteAddress: freshAddress() };
    for (const username of [pieter.username, 'niemand@degroot.nl']) {
      for (let request = 0; request < 5; request++) expect((await recover(username, options)).statusCode).toBe(200);
    }
    const known = await recover(pieter.username, options);
    const unknown = await recover('niemand@degroot.nl', options);
    expect(known.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);
    expect(answerErrors('portal', 'postRecoverPassword', 429, known.json())).toEqual([]);
  });

  it('refuses an unknown office code, and a code of another office than the host', async () => {
    const unknown = await recover(jan.username, { portal: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'unknown_office' } });
    const other = await recover(jan.username, { portal: 'DEGROOT' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: { code: 'office_mismatch', details: [{ field: 'body.portal' }] } });
  });
});

describe('reset links', () => {
  beforeEach(forgetThrottles);

  it('validates a token, names its account, sets the password once and ends the old sessions', async () => {
    const before = await server.signIn('vandijk', sanne);
    await recover(sanne.username);
    const token = await mailedToken(sanne.username);

    const valid = await validate(token);
    expect(valid.json()).toEqual({ valid: true, username: sanne.username });
    expect(answerErrors('portal', 'postValidateToken', 200, valid.json())).toEqual([]);
    const named = await server.call('vandijk', 'POST', '/api/customer/auth/username/by_token', { body: { token } });
    expect(named.json()).toEqual({ username: sanne.username });

    expect((await reset(token, 'NieuwWachtwoord1')).json()).toEqual({ success: true });
    expect((await server.call('vandijk', 'GET', '/api/customer/customer', { token: before.access_token })).statusCode).toBe(401);
    await server.signIn('vandijk', { username: sanne.username, password: 'NieuwWachtwoord1' });
    const old = await server.call('vandijk', 'POST', '/proxy/auth/login', { body: { ...sanne, tenant: 'vandijk' }, remoteAddress: freshAddress() });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'NogEenWachtwoord2');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error: { code: 'login_error_token' } });
    expect((await validate(token)).json()).toEqual({ valid: false });
    expect((await server.call('vandijk', 'POST', '/api/customer/auth/username/by_token', { body: { token } })).statusCode).toBe(404);
  });

  it('keeps only a digest of the token', async () => {
    await recover(jan.username);
    const token = await mailedToken(jan.username);
    const hashes = (await server.database.db.selectFrom('account_tokens').select('token_hash').execute()).map((row) => row.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('refuses an expired token', async () => {
    await recover(jan.username);
    const token = await mailedToken(jan.username);
    await sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`.execute(server.database.db);
    expect((await validate(token)).json()).toEqual({ valid: false });
    expect((await reset(token, 'NieuwWachtwoord1')).statusCode).toBe(403);
  });

  it('voids an older link when a new one is mailed', async () => {
    await recover(jan.username);
    const older = await mailedToken(jan.username);
    clock.advance(LINK_RESEND_MS);
    await recover(jan.username);
    expect((await validate(older)).json()).toEqual({ valid: false });
    expect((await validate(await mailedToken(jan.username))).json()).toMatchObject({ valid: true });
  });

  it('refuses a token of office A on office B’s host', async () => {
    await recover(jan.username);
    const token = await mailedToken(jan.username);
    expect((await validate(token, 'degroot')).json()).toEqual({ valid: false });
    expect((await reset(token, 'NieuwWachtwoord1', 'degroot')).statusCode).toBe(403);
    expect((await validate(token)).json()).toMatchObject({ valid: true });
  });

  it('does not bypass two-factor: after a reset the sign-in still asks for a code', async () => {
    await recover(jan.username);
    expect((await reset(await mailedToken(jan.username), 'JanNieuw2026!')).statusCode).toBe(200);
    const login = await server.call('vandijk', 'POST', '/proxy/auth/login', {
      body: { username: jan.username, password: 'JanNieuw2026!', tenant: 'vandijk' },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ error: { code: 'two_factor_required' } });
    await server.signIn('vandijk', { username: jan.username, password: 'JanNieuw2026!' });
  });

  it('needs the office on a host without office sub-domain', async () => {
    await recover(pieter.username, { office: null, portal: 'DEGROOT' });
    const token = await mailedToken(pieter.username);
    const unnamed = await server.call(null, 'POST', '/api/customer/auth/token/validate', { body: { token } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ error: { code: 'login_error_tenant' } });
    const named = await server.call(null, 'POST', '/api/customer/auth/token/validate', { body: { token, tenant: 'degroot' } });
    expect(named.json()).toEqual({ valid: true });
  });

  it('throttles an address that keeps guessing tokens', async () => {
    const address = freshAddress();
    const guess = () => server.call('vandijk', 'POST', '/api/customer/auth/token/validate', { body: { token: 'geraden' }, remoteAddress: address });
    for (let attempt = 0; attempt < 20; attempt++) expect((await guess()).json()).toEqual({ valid: false });
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(answerErrors('portal', 'postValidateToken', 429, refused.json())).toEqual([]);
  });
});

describe('postChangePassword', () => {
  beforeEach(forgetThrottles);
  const change = (token: string, body: Record<string, string>) => server.call('degroot', 'POST', '/api/customer/auth/change/password', { token, body });

  it('refuses a confirmation that differs, and a wrong current password, with the contract’s keys', async () => {
    const token = await server.login('degroot', pieter.username, pieter.password);
    const differs = await change(token, { current_password: pieter.password, new_password: 'Anders2026!', new_password_confirmation: 'Anders2027!' });
    expect(differs.statusCode).toBe(400);
    expect(differs.json()).toMatchObject({
      error: { code: 'new_password_equal', details: [{ field: 'body.new_password_confirmation', code: 'new_password_equal' }] },
    });
    const wrong = await change(token, { current_password: 'Verkeerd123', new_password: 'Anders2026!', new_password_confirmation: 'Anders2026!' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { code: 'password_changeError' } });
    expect(answerErrors('portal', 'postChangePassword', 403, wrong.json())).toEqual([]);
  });

  it('throttles wrong current passwords like failed sign-ins', async () => {
    const token = await server.login('degroot', pieter.username, pieter.password);
    const wrong = { current_password: 'Verkeerd123', new_password: 'Anders2026!', new_password_confirmation: 'Anders2026!' };
    for (let attempt = 0; attempt < 5; attempt++) expect((await change(token, wrong)).statusCode).toBe(403);
    expect((await change(token, { ...wrong, current_password: pieter.password })).statusCode).toBe(429);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await server.login('degroot', pieter.username, pieter.password);
    const token = await server.login('degroot', pieter.username, pieter.password);
    const changed = await change(token, { current_password: pieter.password, new_password: 'Anders2026!', new_password_confirmation: 'Anders2026!' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true });
    expect((await server.call('degroot', 'GET', '/api/customer/customer', { token })).statusCode).toBe(200);
    expect((await server.call('degroot', 'GET', '/api/customer/customer', { token: other })).statusCode).toBe(401);
    await server.signIn('degroot', { username: pieter.username, password: 'Anders2026!' });
  });
});

describe('the outbox', () => {
  it('lists mails newest first in the shape the end-to-end tests read, narrowed by ?to=', async () => {
    await recover(sanne.username);
    await recover(jan.username);
    const all = (await server.app.inject({ method: 'GET', url: '/dev/outbox' })).json<{ id: number; to: string }[]>();
    expect(all.map((mail) => mail.id)).toEqual([...all.map((mail) => mail.id)].sort((a, b) => b - a));
    const [mail] = await server.outbox(jan.username.toUpperCase());
    expect(Object.keys(mail!).sort()).toEqual(['attachments', 'codes', 'created_at', 'id', 'links', 'subject', 'text', 'to']);
    expect(mail).toMatchObject({ to: jan.username, codes: [], links: [expect.any(String)] });
    expect(new Date(mail!.created_at).toISOString()).toBe(mail!.created_at);
  });

  it('does not exist in production', async () => {
    await recover(jan.username);
    const config = {
      ...loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), DATA_DIR: ':memory:', LOG_LEVEL: 'silent', ...productionVapid() }),
      databaseUrl: null,
    };
    const production = await buildApp(config, server.database);
    try {
      // Only the portal's page fallback answers there (or 503 when it is not built): no mail data.
      const response = await production.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.headers['content-type']).not.toMatch(/json/);
      expect(response.body).not.toContain('@example.nl');
    } finally {
      await production.close();
    }
  });
});
