// The sign-in proxy through the real server: office code lookup, login, refresh rotation, logout
// revocation and a token refused on another office's host (the pictures: proxy-pictures.test.ts).
import { describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { demoLogins, useTestServer } from './helper';

const server = useTestServer();
const jan = demoLogins.vandijk;
// Two-factor is off for Sanne, so one call signs her in (auth-login-two-factor.test.ts covers the code step).
const sanne = demoLogins.vandijkSecond;

describe('getTenantByCode', () => {
  it('answers the office sub-domain for its code, in any case', async () => {
    const response = await server.call(null, 'GET', '/proxy/tenant/code/vandijk');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subdomain: 'vandijk' });
  });

  it('answers 404 unknown_office for an unknown code', async () => {
    const response = await server.call(null, 'GET', '/proxy/tenant/code/NOPE');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'unknown_office' } });
  });
});

describe('getIpAddress', () => {
  it('answers the client address', async () => {
    const response = await server.call(null, 'GET', '/proxy/ip_address/');
    expect(response.statusCode).toBe(200);
    expect(answerErrors('proxy', 'getIpAddress', 200, response.json())).toEqual([]);
  });
});

describe('postLogin', () => {
  it('answers tokens for the right password', async () => {
    const response = await server.call('vandijk', 'POST', '/proxy/auth/login', { body: { ...sanne, tenant: 'vandijk' } });
    expect(response.statusCode).toBe(200);
    expect(answerErrors('proxy', 'postLogin', 200, response.json())).toEqual([]);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await server.call('vandijk', 'POST', '/proxy/auth/login', { body: { ...jan, password: 'Verkeerd123', tenant: 'vandijk' } });
    const unknown = await server.call('vandijk', 'POST', '/proxy/auth/login', {
      body: { username: 'niemand@example.nl', password: 'Verkeerd123', tenant: 'vandijk' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 naming each missing or short field', async () => {
    const response = await server.call('vandijk', 'POST', '/proxy/auth/login', { body: { username: jan.username, password: 'kort' } });
    expect(response.statusCode).toBe(400);
    const details = response.json<{ error: { details: { field: string; code: string }[] } }>().error.details;
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.tenant', code: 'field_required' }),
        expect.objectContaining({ field: 'body.password', code: 'field_too_short' }),
      ]),
    );
  });

  it('signs in on a host without office through the office code', async () => {
    const { subdomain } = (await server.call(null, 'GET', '/proxy/tenant/code/VANDIJK')).json<{ subdomain: string }>();
    const response = await server.call(null, 'POST', '/proxy/auth/login', { body: { ...sanne, tenant: subdomain } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an account of another office on this host', async () => {
    const response = await server.call('degroot', 'POST', '/proxy/auth/login', { body: { ...jan, tenant: 'vandijk' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('refuses a token of office A on office B’s host', async () => {
    const token = await server.login('vandijk', jan.username, jan.password);
    const response = await server.call('degroot', 'GET', '/api/customer/customer', { token });
    expect(response.statusCode).toBe(401);
  });

  it('rotates the refresh token: the new one works, the used one no longer does', async () => {
    const first = (await server.signIn('vandijk', jan)).refresh_token;
    const refreshed = await server.call('vandijk', 'POST', '/proxy/auth/refresh', { body: { tenant: 'vandijk', token: first } });
    expect(refreshed.statusCode).toBe(200);
    const { access_token } = refreshed.json<{ access_token: string }>();
    expect((await server.call('vandijk', 'GET', '/api/customer/customer', { token: access_token })).statusCode).toBe(200);
    const reused = await server.call('vandijk', 'POST', '/proxy/auth/refresh', { body: { tenant: 'vandijk', token: first } });
    expect(reused.statusCode).toBe(401);
  });

  it('answers 400 for a refresh without a token', async () => {
    const response = await server.call('vandijk', 'POST', '/proxy/auth/refresh', { body: { tenant: 'vandijk' } });
    expect(response.statusCode).toBe(400);
  });

  it('logout ends the session: a copied access token stops working', async () => {
    const token = await server.login('vandijk', jan.username, jan.password);
    expect((await server.call('vandijk', 'POST', '/proxy/auth/logout', { token })).statusCode).toBe(200);
    expect((await server.call('vandijk', 'GET', '/api/customer/customer', { token })).statusCode).toBe(401);
    expect((await server.call('vandijk', 'POST', '/proxy/auth/logout')).statusCode).toBe(401);
  });
});
