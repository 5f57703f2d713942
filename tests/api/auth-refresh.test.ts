// Refresh tokens rotate on every use and are kept only as digests; one used twice was copied, so
// its whole family (the session) is revoked, the newest tokens included.
import { describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { demoLogins, useTestServer } from './helper';

const server = useTestServer();
const jan = demoLogins.vandijk;

const refresh = (token: string, office = 'vandijk') => server.call(office, 'POST', '/proxy/auth/refresh', { body: { tenant: 'vandijk', token } });
const customer = (token: string) => server.call('vandijk', 'GET', '/api/customer/customer', { token });

describe('postRefresh', () => {
  it('answers new tokens, and only the newest refresh token keeps working', async () => {
    const first = await server.signIn('vandijk', jan);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(answerErrors('proxy', 'postRefresh', 200, second.json())).toEqual([]);
    const { access_token, refresh_token } = second.json<{ access_token: string; refresh_token: string }>();
    expect(refresh_token).not.toBe(first.refresh_token);
    expect((await customer(access_token)).statusCode).toBe(200);
    expect((await refresh(refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated-out refresh token comes back', async () => {
    const stolen = await server.signIn('vandijk', jan);
    const rotated = (await refresh(stolen.refresh_token)).json<{ access_token: string; refresh_token: string }>();
    expect((await customer(rotated.access_token)).statusCode).toBe(200);

    const replay = await refresh(stolen.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: { code: 'login_error_noauth' } });
    expect((await customer(rotated.access_token)).statusCode).toBe(401);
    expect((await customer(stolen.access_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('leaves the customer’s other sessions alone', async () => {
    const other = await server.signIn('vandijk', jan);
    const stolen = await server.signIn('vandijk', jan);
    await refresh(stolen.refresh_token);
    await refresh(stolen.refresh_token);
    expect((await customer(other.access_token)).statusCode).toBe(200);
  });

  it('keeps refresh tokens as digests only', async () => {
    const { refresh_token } = await server.signIn('vandijk', jan);
    await refresh(refresh_token);
    const db = server.database.db;
    const stored = [
      ...(await db.selectFrom('sessions').select('refresh_hash as hash').execute()),
      ...(await db.selectFrom('used_refresh_tokens').select('hash').execute()),
    ].map((row) => row.hash);
    expect(stored.length).toBeGreaterThan(1);
    expect(stored).not.toContain(refresh_token);
    expect(stored.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('refuses a refresh on another office’s host', async () => {
    const { refresh_token } = await server.signIn('vandijk', jan);
    expect((await refresh(refresh_token, 'degroot')).statusCode).toBe(401);
  });
});

describe('postLogout', () => {
  it('revokes the session server-side: its access and refresh tokens stop working', async () => {
    const session = await server.signIn('vandijk', jan);
    expect((await server.call('vandijk', 'POST', '/proxy/auth/logout', { token: session.access_token })).statusCode).toBe(200);
    expect((await customer(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});
