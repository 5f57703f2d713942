// The office API's customers through the real server (issue 37): an office puts a customer in by
// its own id and replaces it, the same body twice changes nothing, a username clash and a body that
// breaks the contract are refused, and another office's credential learns nothing of the customer.
import { describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { standingClock, useTestServer } from './helper';
import { officeCredential } from './office-callers';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now });

type Json = Record<string, unknown>;
const call = (secret: string, method: string, url: string, body?: unknown) => server.call(null, method, url, { token: secret, body });
const errorOf = (response: { json: () => unknown }) => (response.json() as { error: { code: string; details?: { field: string; code: string }[] } }).error;

export const anna = {
  username: 'anna.smit@example.nl',
  language: 'nl',
  two_factor: false,
  salutation: 'Mevrouw',
  first_name: 'Anna',
  suffix: 'de',
  last_name: 'Smit',
  date_of_birth: '1988-03-02',
  sex: 'female',
  mobile: '0612345678',
  addresses: [{ street_name: 'Oudegracht', number: 12, number_addition: 'A', postcode: '3511 AB', city: 'Utrecht', active: true }],
  partner: { first_name: 'Bram', last_name: 'Smit', date_of_birth: '1987-07-19', sex: 'male' },
  children: [{ first_name: 'Noor', last_name: 'Smit', date_of_birth: '2019-05-01', sex: 'female' }],
};

async function customerRow(ref: string) {
  return server.database.db.selectFrom('customers').select(['id', 'tenant_id', 'username', 'profile', 'family']).where('office_ref', '=', ref).execute();
}

describe('PUT /office/v1/customers/{customer_ref}', () => {
  it('creates the customer (201), then answers unchanged for the same body and updated for a change', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    const created = await call(secret, 'PUT', '/office/v1/customers/CRM-1', anna);
    expect(created.statusCode, created.body).toBe(201);
    expect(answerErrors('office', 'putCustomer', 201, created.json())).toEqual([]);
    expect(created.json()).toMatchObject({ result: 'created', customer: { customer_ref: 'CRM-1', status: 'new', invited_at: null, customer: anna } });
    const [row] = await customerRow('CRM-1');
    expect(row!.profile).toMatchObject({ full_name: 'Anna de Smit', age: 38, tenant_code: 'VANDIJK', email_address: anna.username, can_update_partner: true });
    expect(row!.family).toMatchObject({ partner: { full_name: 'Bram Smit', age: 39 }, children: [{ full_name: 'Noor Smit', age: 7 }] });

    const again = await call(secret, 'PUT', '/office/v1/customers/CRM-1', anna);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ result: 'unchanged', customer: created.json<Json>().customer as Json });
    // The answer's customer sent back is the same customer too.
    const echoed = await call(secret, 'PUT', '/office/v1/customers/CRM-1', (created.json<Json>().customer as Json).customer);
    expect(echoed.json()).toMatchObject({ result: 'unchanged' });

    const moved = await call(secret, 'PUT', '/office/v1/customers/CRM-1', { ...anna, partner: null, children: [] });
    expect(moved.json()).toMatchObject({ result: 'updated', customer: { customer: { partner: null, children: [] } } });
    expect(await customerRow('CRM-1')).toHaveLength(1);
    expect((await call(secret, 'GET', '/office/v1/customers/CRM-1')).json()).toEqual(moved.json<Json>().customer);
  });

  it('shows the customer in the portal once it signs in, as the office sent it', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write']);
    await call(secret, 'PUT', '/office/v1/customers/CRM-PORTAL', { ...anna, username: 'portal@example.nl' });
    const invited = await call(secret, 'POST', '/office/v1/customers/CRM-PORTAL/invitation');
    expect(invited.statusCode, invited.body).toBe(200);
    const [mail] = await server.outbox('portal@example.nl');
    const token = new URL(mail!.links[0]!).searchParams.get('register')!;
    const set = await server.call('vandijk', 'POST', '/api/customer/auth/reset/password', { body: { token, password: 'Welkom2026!Anna' } });
    expect(set.statusCode).toBe(200);
    const access = await server.login('vandijk', 'portal@example.nl', 'Welkom2026!Anna');
    const me = await server.call('vandijk', 'GET', '/api/customer/customer?include=addresses,nationality', { token: access });
    expect(answerErrors('portal', 'getCustomer', 200, me.json())).toEqual([]);
    expect(me.json()).toMatchObject({ full_name: 'Anna de Smit', addresses: [{ formatted_number: '12-A', postcode: '3511 AB' }] });
    const family = await server.call('vandijk', 'GET', '/api/customer/customer/family', { token: access });
    expect(answerErrors('portal', 'getFamily', 200, family.json())).toEqual([]);
    expect((await call(secret, 'GET', '/office/v1/customers/CRM-PORTAL')).statusCode).toBe(403);
  });

  it('refuses a username another customer of the office signs in with (409), in any letter case', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write']);
    const clash = await call(secret, 'PUT', '/office/v1/customers/CRM-2', { ...anna, username: 'Jan.DeVries@example.nl' });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).code).toBe('customer_username_taken');
    expect(await customerRow('CRM-2')).toEqual([]);
    // Another office may have a customer by the same address.
    const degroot = await officeCredential(server, 'DEGROOT', ['write']);
    expect((await call(degroot.secret, 'PUT', '/office/v1/customers/CRM-2', { ...anna, username: 'jan.devries@example.nl' })).statusCode).toBe(201);
  });

  it('refuses an unknown field, a bad ref and wrong types (400), storing nothing', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write']);
    const cases: [string, unknown, string][] = [
      ['CRM-3', { ...anna, internal_note: 'x' }, 'body.internal_note'],
      ['CRM-3', { ...anna, partner: { ...anna.partner, bsn: '1' } }, 'body.partner.bsn'],
      ['CRM-3', { ...anna, two_factor: 'false' }, 'body.two_factor'],
      ['CRM-3', { ...anna, addresses: [{ ...anna.addresses[0], number: '12' }] }, 'body.addresses.0.number'],
      ['CRM-3', { ...anna, username: 'not an address' }, 'body.username'],
      ['CRM-3', { ...anna, last_name: undefined }, 'body.last_name'],
      ['-bad', anna, 'params.customer_ref'],
      ['x'.repeat(65), anna, 'params.customer_ref'],
    ];
    for (const [ref, body, field] of cases) {
      const response = await call(secret, 'PUT', `/office/v1/customers/${ref}`, body);
      expect(response.statusCode, field).toBe(400);
      expect(
        errorOf(response).details?.map((detail) => detail.field),
        response.body,
      ).toContain(field);
    }
    expect(await customerRow('CRM-3')).toEqual([]);
  });

  it('needs the write scope to put and the read scope to read', async () => {
    const reader = await officeCredential(server, 'VANDIJK', ['read']);
    const put = await call(reader.secret, 'PUT', '/office/v1/customers/CRM-4', anna);
    expect(put.statusCode).toBe(403);
    expect(errorOf(put).code).toBe('office_credential_scope');
    expect(await customerRow('CRM-4')).toEqual([]);
  });
});

describe('GET /office/v1/customers', () => {
  it('lists the office’s own customers a page at a time, not the demo’s nor another office’s', async () => {
    const { secret } = await officeCredential(server, 'DEGROOT', ['read', 'write']);
    for (const ref of ['L-1', 'L-2', 'L-3']) await call(secret, 'PUT', `/office/v1/customers/${ref}`, { ...anna, username: `${ref}@example.nl` });
    const refs: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const response = await call(secret, 'GET', `/office/v1/customers?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answerErrors('office', 'listCustomers', 200, response.json())).toEqual([]);
      const { customers, next_cursor } = response.json<{ customers: { customer_ref: string }[]; next_cursor: string }>();
      if (customers.length === 0) break;
      refs.push(...customers.map((customer) => customer.customer_ref));
      cursor = next_cursor;
    }
    expect(refs).toEqual(expect.arrayContaining(['L-1', 'L-2', 'L-3']));
    expect(refs).not.toContain('CRM-1');
    expect(new Set(refs).size).toBe(refs.length);
  });
});

describe('another office’s credential', () => {
  it('finds no customer of this office by its ref, on any operation, and changes nothing (404)', async () => {
    const ours = await officeCredential(server, 'VANDIJK', ['write']);
    await call(ours.secret, 'PUT', '/office/v1/customers/CRM-OURS', { ...anna, username: 'ours@example.nl' });
    const before = await customerRow('CRM-OURS');
    const theirs = await officeCredential(server, 'DEGROOT');
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/invitation'],
      ['POST', '/deactivation'],
      ['DELETE', '/deactivation'],
      ['DELETE', ''],
    ] as const) {
      const response = await call(theirs.secret, method, `/office/v1/customers/CRM-OURS${path}`);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(errorOf(response).code).toBe('customer_not_found');
      expect(response.body).not.toContain('ours@example.nl');
    }
    expect(await server.outbox('ours@example.nl')).toEqual([]);
    expect(await customerRow('CRM-OURS')).toEqual(before);
    const list = await call(theirs.secret, 'GET', '/office/v1/customers?limit=500');
    expect(list.body).not.toContain('CRM-OURS');
  });
});
