// Account activation end to end through the real server, with the demo customer Lotte Visser (no
// password yet): activation number → registration token → password → sign-in with a code.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { lotteActivation } from '../../src/server/seed/data/customers/lotte-visser';
import { answerErrors } from './contract-answers';
import { freshAddress, useTestServer } from './helper';

const server = useTestServer();
const lotte = 'lotte.visser@example.nl';

const configure = (number: string, options: { office?: string | null; tenant?: string; remoteAddress?: string } = {}) =>
  server.call(options.office === undefined ? 'vandijk' : options.office, 'POST', '/api/customer/auth/configure/password', {
    body: { number, ...(options.tenant ? { tenant: options.tenant } : {}) },
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
const validate = (token: string) => server.call('vandijk', 'POST', '/api/customer/auth/token/validate', { body: { token, include: 'username' } });

describe('account activation', () => {
  it('has a ready registration link in the demo data', async () => {
    expect((await validate(lotteActivation.registerToken)).json()).toEqual({ valid: true, username: lotte });
  });

  it('refuses an unknown number, and the number at another office', async () => {
    const unknown = await configure('VD-0000-0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'account_not_found' } });
    expect((await configure(lotteActivation.number, { office: 'degroot' })).statusCode).toBe(404);
  });

  it('needs the office on a host without office sub-domain', async () => {
    const unnamed = await configure(lotteActivation.number, { office: null });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ error: { code: 'login_error_tenant' } });
  });

  it('activates by number, sets the password, then signs in with a code', async () => {
    const before = await server.call('vandijk', 'POST', '/proxy/auth/login', {
      body: { username: lotte, password: 'LotteWelkom1', tenant: 'vandijk' },
      remoteAddress: freshAddress(),
    });
    expect(before.statusCode).toBe(401);

    // Typed with spaces and in lower case: the number still matches.
    const activated = await configure(lotteActivation.number.toLowerCase().replace(/-/g, ' '), { office: null, tenant: 'vandijk' });
    expect(activated.statusCode).toBe(200);
    expect(answerErrors('portal', 'postConfigurePassword', 200, activated.json())).toEqual([]);
    const { token, username } = activated.json<{ token: string; username: string }>();
    expect(username).toBe(lotte);
    // The new registration token voids the one of the demo link.
    expect((await validate(lotteActivation.registerToken)).json()).toEqual({ valid: false });
    expect((await validate(token)).json()).toEqual({ valid: true, username: lotte });

    const set = await server.call('vandijk', 'POST', '/api/customer/auth/reset/password', { body: { token, password: 'LotteWelkom1' } });
    expect(set.statusCode).toBe(200);
    const tokens = await server.signIn('vandijk', { username: lotte, password: 'LotteWelkom1' });
    const me = await server.call('vandijk', 'GET', '/api/customer/customer', { token: tokens.access_token });
    expect(me.json()).toMatchObject({ full_name: 'Lotte Visser' });

    // The number is used up with the activation.
    expect((await configure(lotteActivation.number)).statusCode).toBe(404);
  });

  it('mails a not yet activated account its registration link when it asks for recovery', async () => {
    await sql`UPDATE customers SET password_hash = NULL WHERE username = ${lotte}`.execute(server.database.db);
    await server.call('vandijk', 'POST', '/api/customer/auth/recover/password', {
      body: { username: lotte, portal: 'VANDIJK' },
      remoteAddress: freshAddress(),
    });
    const [mail] = await server.outbox(lotte);
    expect(mail).toMatchObject({ subject: 'Activeer je account' });
    expect(mail!.links[0]).toMatch(/^http:\/\/vandijk\.localhost:3000\/\?register=/);
    expect(mail!.text).toContain('14 dagen');
  });

  it('throttles an address that keeps guessing numbers', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 20; attempt++) expect((await configure(`VD-${attempt}`, { remoteAddress: address })).statusCode).toBe(404);
    expect((await configure('VD-2026-9999', { remoteAddress: address })).statusCode).toBe(429);
  });
});
