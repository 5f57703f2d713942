// What every call shares: the office from the host, the one error body, answers limited to the
// contract's fields, the health check, and the operations still answering 501.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { unimplementedOperations } from '../../src/server/contract/register';
import { contracts } from '../../src/server/modules';
import { demoLogins, useTestServer } from './helper';
import { officeCredential } from './office-callers';

const server = useTestServer();

describe('platform', () => {
  it('reports health with the database engine', async () => {
    const response = await server.call(null, 'GET', '/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('answers 404 unknown_office on an unknown office sub-domain', async () => {
    const response = await server.call('onbekend', 'GET', '/api/customer/tenant');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'unknown_office', message: expect.any(String), status: 404 } });
  });

  it('answers the office of the host without a token, so the login screen can be branded', async () => {
    const response = await server.call('degroot', 'GET', '/api/customer/tenant');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'degroot', primary_color: '#1B5E20', show_policies: false });
  });

  it('never lets a stored field outside the contract leave the server', async () => {
    await sql`UPDATE mortgages SET data = data || '{"internal_risk_note": "do not show"}'::jsonb`.execute(server.database.db);
    const token = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    const response = await server.call('vandijk', 'GET', '/api/customer/mortgage', { token });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('internal_risk_note');
  });

  it('answers an unknown API address with the error body, not a page', async () => {
    const response = await server.call('vandijk', 'GET', '/api/customer/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await server.call('vandijk', 'POST', '/proxy/auth/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('has a handler for every operation of the contract (one still marked notImplemented answers 501 and is named)', async () => {
    const token = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    const pending: string[] = [];
    const office = (await officeCredential(server, 'VANDIJK')).secret;
    for (const { table, handlers, prefix, caller } of contracts) {
      for (const operationId of unimplementedOperations(table, handlers)) {
        const route = table.routes.find((entry) => entry.operationId === operationId)!;
        const url = `${prefix}${route.path.replace(/\{[^}]+\}/g, '1')}`;
        const response = await server.call('vandijk', route.method, url, { token: caller === 'office' ? office : token });
        expect(response.statusCode, `${table.api}.${operationId}`).toBe(501);
        expect(response.json()).toMatchObject({ error: { code: 'not_implemented', status: 501 } });
        pending.push(`${table.api}.${operationId}`);
      }
    }
    expect(pending).toEqual([]);
  });
});
