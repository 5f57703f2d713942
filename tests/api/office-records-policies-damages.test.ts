// Policies and damage claims through the office API (issue 37, decision record 041): the generic
// record operations with each kind's own shape (a package's children, a claim's payments and
// requested documents), shown by the portal's own reads; bad bodies, unknown ids, missing scopes
// and the other office are refused.
import { describe, expect, it } from 'vitest';
import { demoLogins, useTestServer } from './helper';
import { errorCode, officeCall, refs, useOfficeCallers } from './office-records-harness';

const server = useTestServer();
const callers = useOfficeCallers(server);
const call = officeCall(server);

type Json = Record<string, unknown>;
const policy = (name: string, children: Json[] = []): Json => ({
  name,
  descriptions: [{ label: 'Dekking', value: 'Uitgebreid' }],
  is_package: children.length > 0,
  children,
  start_date: '2026-01-01',
  expiration_date: null,
  contract_expiration_date: '2027-01-01',
  package_number: null,
  contract_number: `POL-${name}`,
  insured_amounts: [{ label: 'Herbouwwaarde', value: 350000 }],
  claim_free_years: 3,
  mutation_code: null,
  view_group_name: 'Wonen',
  branche_group_name: 'Brand',
  total_term_amount: 24.5,
  payment_term: 1,
  monthly_term_amount: 24.5,
  status: 'Actief',
  active: true,
  duration: 12,
});
const damage = (changes: Json = {}): Json => ({
  type: 'home',
  cause: 'Waterschade in de keuken',
  date: '2026-11-01',
  description: 'In behandeling bij de verzekeraar',
  estimated: 1200,
  policy_contract_number: 'POL-Opstal',
  settled: false,
  status: 'in_progress',
  progress_items: [{ name: 'Foto’s', received: false, sent: false, comment: null }],
  payments: [{ amount: 400, payed_at: '2026-11-20' }],
  pay_to: 1,
  created_at: '2026-11-02T09:00:00.000Z',
  ...changes,
});

const kinds = [
  {
    path: 'policies',
    portal: '/api/customer/policy',
    body: policy('Pakket', [policy('Opstal'), policy('Inboedel')]),
    changed: policy('Pakket', [policy('Opstal')]),
  },
  { path: 'damages', portal: '/api/customer/damage?include=progress_items', body: damage(), changed: damage({ settled: true, status: 'settled' }) },
] as const;

describe.each(kinds)('office $path', ({ path, portal, body, changed }) => {
  const base = `/customers/${refs.jan}/${path}`;

  it('creates (201), is unchanged by the same body, updated by another; the portal shows it', async () => {
    const created = await call(callers.vandijk, 'PUT', `${base}/R-1`, body);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<{ result: string; record: Json & { id: number } }>().record;
    expect(created.json()).toMatchObject({ result: 'created', office_ref: 'R-1' });
    const again = await call(callers.vandijk, 'PUT', `${base}/R-1`, body);
    expect(again.json()).toEqual({ ...created.json(), result: 'unchanged' });
    const updated = await call(callers.vandijk, 'PUT', `${base}/R-1`, changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ result: 'updated', record: { id: record.id } });

    const jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    const shown = (await server.call('vandijk', 'GET', portal, { token: jan })).json<Json[]>().find((entry) => entry.id === record.id);
    expect(shown).toEqual(updated.json<{ record: Json }>().record);
    const list = (await call(callers.reader, 'GET', base)).json<{ entries: { office_ref: string | null }[] }>().entries;
    expect(list.map((entry) => entry.office_ref)).toContain('R-1');
  });

  it('refuses a bad body (400), an unknown customer or record (404) and stores nothing', async () => {
    for (const bad of [{ ...body, unknown: 1 }, { ...body, created_at: 5 }, {}]) {
      expect(errorCode(await call(callers.vandijk, 'PUT', `${base}/R-BAD`, bad))).toBe('validation_error');
    }
    expect(errorCode(await call(callers.vandijk, 'GET', `${base}/R-BAD`))).toBe('record_not_found');
    expect(errorCode(await call(callers.vandijk, 'PUT', `/customers/CRM-NOBODY/${path}/R-1`, body))).toBe('customer_not_found');
  });

  it('needs the scopes, and gives De Groot’s credential 404 for every operation', async () => {
    expect((await call(callers.reader, 'PUT', `${base}/R-1`, body)).statusCode).toBe(403);
    expect((await call(callers.writer, 'GET', `${base}/R-1`)).statusCode).toBe(403);
    for (const [method, url, sent] of [
      ['GET', base, undefined],
      ['GET', `${base}/R-1`, undefined],
      ['PUT', `${base}/R-1`, body],
      ['DELETE', `${base}/R-1`, undefined],
    ] as const) {
      const response = await call(callers.degroot, method, url, sent);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorCode(response)).toBe('customer_not_found');
    }
  });

  it('deletes it; the portal no longer shows it', async () => {
    const id = (await call(callers.vandijk, 'GET', `${base}/R-1`)).json<{ record: { id: number } }>().record.id;
    expect((await call(callers.writer, 'DELETE', `${base}/R-1`)).json()).toEqual({ success: true });
    const jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    expect((await server.call('vandijk', 'GET', portal, { token: jan })).json<Json[]>().map((entry) => entry.id)).not.toContain(id);
    expect(errorCode(await call(callers.writer, 'DELETE', `${base}/R-1`))).toBe('record_not_found');
  });
});

describe('a package’s children', () => {
  it('are numbered under the package, with the package as parent', async () => {
    const put = await call(callers.vandijk, 'PUT', `/customers/${refs.sanne}/policies/PKG`, kinds[0].body);
    const record = put.json<{ record: { id: number; parent_id: null; children: Json[] } }>().record;
    expect(record.parent_id).toBeNull();
    expect(record.children).toMatchObject([
      { id: record.id * 100 + 1, parent_id: record.id, name: 'Opstal' },
      { id: record.id * 100 + 2, parent_id: record.id, name: 'Inboedel' },
    ]);
  });
});
