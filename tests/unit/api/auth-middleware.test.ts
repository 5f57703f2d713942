// The auth middleware through a real openapi-fetch client with a fake fetch: bearer on every call,
// none on the calls that hand tokens out, a refresh before an expiring token, sign-out on 401.
import createClient from 'openapi-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { paths as AdvicePaths } from '../../../generated/advice';
import type { paths as PortalPaths } from '../../../generated/portal';
import type { paths as ProxyPaths } from '../../../generated/proxy';
import { authMiddleware } from '../../../src/api/auth-middleware';
import { createTokenStore, type AccessTokens } from '../../../src/api/token-store';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const live: AccessTokens = { accessToken: 'at-live', refreshToken: 'rt-live', expiresAt: NOW + 15 * 60_000, tenant: 'vandijk' };

function setup(answer: (request: Request) => Response) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    seen.push(input.clone());
    return answer(input);
  });
  const store = createTokenStore();
  const onAuthFailure = vi.fn();
  const refresh = vi.fn(async () => ({ kind: 'refreshed' as const, tokens: { ...live, accessToken: 'at-new', expiresAt: NOW + 30 * 60_000 } }));
  store.connect({ refresh, onAuthFailure });
  const portal = createClient<PortalPaths>({ baseUrl: 'http://vandijk.localhost/api', fetch });
  portal.use(authMiddleware(store));
  const proxy = createClient<ProxyPaths>({ baseUrl: 'http://vandijk.localhost/proxy', fetch });
  proxy.use(authMiddleware(store, ['/auth/login', '/auth/refresh']));
  const advice = createClient<AdvicePaths>({ baseUrl: 'http://vandijk.localhost/advice', fetch });
  advice.use(authMiddleware(store, ['/maximum_mortgage'], false));
  return { seen, store, onAuthFailure, refresh, portal, proxy, advice };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = () => json(200, { success: true });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('authMiddleware', () => {
  it('sends no token while signed out', async () => {
    const { seen, portal } = setup(ok);
    await portal.GET('/customer/tenant');
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
  });

  it('sends the bearer token of the session', async () => {
    const { seen, store, portal } = setup(ok);
    store.set(live);
    await portal.GET('/customer/tenant');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer at-live');
  });

  it('never sends a token to the calls that hand tokens out', async () => {
    const { seen, store, proxy } = setup(ok);
    store.set(live);
    await proxy.POST('/auth/refresh', { body: { tenant: 'vandijk', token: 'rt-live' } });
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
  });

  it('refreshes an expiring token once for parallel calls, then sends the new one', async () => {
    const { seen, store, refresh, portal } = setup(ok);
    store.set({ ...live, expiresAt: NOW + 60_000 });
    await Promise.all([portal.GET('/customer/tenant'), portal.GET('/customer/customer'), portal.GET('/customer/task')]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((request) => request.headers.get('Authorization'))).toEqual(Array(3).fill('Bearer at-new'));
  });

  it('signs out once on 401, however many calls fail', async () => {
    const { store, onAuthFailure, portal } = setup(() => json(401, { error: { code: 'login_error_noauth', message: 'ended', status: 401 } }));
    store.set(live);
    await Promise.all([portal.GET('/customer/tenant'), portal.GET('/customer/customer')]);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('signs out on a 400 that says authentication, not on a 400 for a bad field', async () => {
    let body: unknown = { error: { code: 'validation_error', message: 'mobile too long', status: 400 } };
    const { store, onAuthFailure, portal } = setup(() => json(400, body));
    store.set(live);
    const { error } = await portal.GET('/customer/customer');
    // The caller still reads the error body: the middleware only peeks at a clone.
    expect(error).toEqual(body);
    expect(onAuthFailure).not.toHaveBeenCalled();

    body = { error: { code: 'login_error_noauth', message: 'token', status: 400 } };
    await portal.GET('/customer/customer');
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('keeps a token the caller set itself, and a refusal of it does not end this session', async () => {
    const { seen, store, onAuthFailure, proxy } = setup(() => json(401, { error: { code: 'login_error_noauth', message: 'ended', status: 401 } }));
    store.set(live);
    await proxy.POST('/auth/logout', { headers: { Authorization: 'Bearer at-parked' } });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer at-parked');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('does not sign out on a 401 of a call made without a token (a wrong password at login)', async () => {
    const { onAuthFailure, proxy, store } = setup(() => json(401, { error: { code: 'login_error_noauth', message: 'wrong', status: 401 } }));
    store.set(live);
    await proxy.POST('/auth/login', { body: { username: 'a@b.nl', password: 'wrong-password', tenant: 'vandijk' } });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("sends the token with a lead but keeps the session on the advice services' 401 (a wrong office key)", async () => {
    const { seen, store, onAuthFailure, advice } = setup(() => json(401, { error: { code: 'login_error_noauth', message: 'key', status: 401 } }));
    store.set(live);
    await advice.POST('/scenarios', { params: { query: { api_key: 'old-key' } }, body: {} as never });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer at-live');
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(store.get()?.accessToken).toBe('at-live');
  });
});
