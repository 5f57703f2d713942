// Every read of the tenant API through the real server: the demo customer's data answers 200 in
// the contract's shape, and a bad parameter or a missing token answers a clear 4xx.
import { beforeAll, describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { demoLogins, useTestServer } from './helper';

const server = useTestServer();
let token = '';
const ids: Record<string, number> = {};

beforeAll(async () => {
  token = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
  const documents = (await server.call('vandijk', 'GET', '/api/customer/document', { token })).json<Record<string, { id: number }[]>>();
  ids.document = Object.values(documents).flat()[0]!.id;
  const tenantDocuments = (await server.call('vandijk', 'GET', '/api/customer/tenant/document', { token })).json<{ id: number }[]>();
  ids.tenantDocument = tenantDocuments[0]!.id;
});

interface Read {
  operationId: string;
  url: () => string;
  /** A request that breaks the contract's parameter rules, with the field the 400 must name. */
  bad?: { url: () => string; field: string };
}

const reads: Read[] = [
  {
    operationId: 'getCustomer',
    url: () => '/api/customer/customer?include=addresses,advisor,account_manager',
    bad: { url: () => '/api/customer/customer?include=<b>', field: 'querystring.include' },
  },
  { operationId: 'getFamily', url: () => '/api/customer/customer/family' },
  { operationId: 'getTenant', url: () => '/api/customer/tenant' },
  { operationId: 'getTasks', url: () => '/api/customer/task' },
  { operationId: 'getPolicies', url: () => '/api/customer/policy' },
  { operationId: 'getActiveSignals', url: () => '/api/customer/signal/active' },
  { operationId: 'getNotes', url: () => '/api/customer/note' },
  {
    operationId: 'getMortgages',
    url: () => '/api/customer/mortgage?include=property,progress,agency',
    bad: { url: () => '/api/customer/mortgage?include=;drop', field: 'querystring.include' },
  },
  {
    operationId: 'getMails',
    url: () => '/api/customer/attachable/published/by_is_attachable_type/email?per_page=30',
    bad: { url: () => '/api/customer/attachable/published/by_is_attachable_type/email?per_page=0', field: 'querystring.per_page' },
  },
  { operationId: 'getDamages', url: () => '/api/customer/damage?include=progress_items' },
  { operationId: 'getDocuments', url: () => '/api/customer/document' },
  { operationId: 'getTenantDocuments', url: () => '/api/customer/tenant/document' },
  {
    operationId: 'getTenantDocument',
    url: () => `/api/customer/tenant/document/${ids.tenantDocument}`,
    bad: { url: () => '/api/customer/tenant/document/abc', field: 'params.id' },
  },
  {
    operationId: 'getCompanies',
    url: () => '/api/customer/hdn/company?perPage=1000',
    bad: { url: () => '/api/customer/hdn/company?perPage=-5', field: 'querystring.perPage' },
  },
  { operationId: 'getCompanyLabels', url: () => '/api/customer/hdn/company/by_hdn_code/ABN/labels' },
  { operationId: 'getAppointments', url: () => '/api/customer/online_afspraken/appointment/' },
  { operationId: 'getAppointmentTypes', url: () => '/api/customer/online_afspraken/appointment_type/index' },
  { operationId: 'getAppointmentResources', url: () => '/api/customer/online_afspraken/resource/index' },
  { operationId: 'getIncomes', url: () => '/api/customer/income' },
  { operationId: 'getPartnerIncomes', url: () => '/api/customer/income/partner' },
  { operationId: 'getRetirements', url: () => '/api/customer/retirement' },
  { operationId: 'getPartnerRetirements', url: () => '/api/customer/retirement/partner' },
  { operationId: 'getObligations', url: () => '/api/customer/obligation' },
  { operationId: 'getLiving', url: () => '/api/customer/living' },
];

describe.each(reads)('$operationId', ({ operationId, url }) => {
  it('answers the demo customer in the contract’s shape', async () => {
    const response = await server.call('vandijk', 'GET', url(), { token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<unknown>();
    expect(answerErrors('portal', operationId, 200, body)).toEqual([]);
    if (Array.isArray(body)) expect(body.length).toBeGreaterThan(0);
  });

  it('refuses a call without a valid token', async () => {
    const anonymous = await server.call('vandijk', 'GET', url());
    const forged = await server.call('vandijk', 'GET', url(), { token: `${token.slice(0, -4)}AAAA` });
    if (operationId === 'getTenant') {
      expect(anonymous.statusCode).toBe(200);
    } else {
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: { code: 'login_error_noauth', status: 401 } });
    }
    expect(forged.statusCode).toBe(401);
  });
});

describe.each(reads.filter((read) => read.bad))('$operationId with a bad parameter', ({ bad }) => {
  it('answers 400 naming the field', async () => {
    const response = await server.call('vandijk', 'GET', bad!.url(), { token });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; details: { field: string }[] } }>();
    expect(body.error.code).toBe('validation_error');
    expect(body.error.details.map((detail) => detail.field)).toContain(bad!.field);
  });
});

describe('getDocument', () => {
  it('answers the file with safe headers', async () => {
    const response = await server.call('vandijk', 'GET', `/api/customer/document/${ids.document}`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-disposition'])).toMatch(/^(inline|attachment); filename=/);
    expect(response.rawPayload.length).toBeGreaterThan(0);
  });

  it('answers 404 for a document of another customer, 400 for a malformed id', async () => {
    const other = await server.login('vandijk', demoLogins.vandijkSecond.username, demoLogins.vandijkSecond.password);
    expect((await server.call('vandijk', 'GET', `/api/customer/document/${ids.document}`, { token: other })).statusCode).toBe(404);
    const malformed = await server.call('vandijk', 'GET', '/api/customer/document/abc', { token });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('postBookableTimes', () => {
  it('answers free slots of a bookable type in the coming weeks', async () => {
    const categories = (await server.call('vandijk', 'GET', '/api/customer/online_afspraken/appointment_type/index', { token })).json<
      { types: { id: number; canBeBookedByConsumer: number }[] }[]
    >();
    const bookable = categories.flatMap((category) => category.types).find((type) => type.canBeBookedByConsumer === 1)!;
    const today = new Date().toISOString().slice(0, 10);
    const inFourWeeks = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
    const response = await server.call('vandijk', 'POST', '/api/customer/online_afspraken/bookable_time/by_appointment_type_and_start_date', {
      token,
      body: { start_date: today, end_date: inFourWeeks, appointment_type_id: bookable.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(answerErrors('portal', 'postBookableTimes', 200, response.json())).toEqual([]);
    expect(response.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('answers 400 when a field is missing', async () => {
    const response = await server.call('vandijk', 'POST', '/api/customer/online_afspraken/bookable_time/by_appointment_type_and_start_date', {
      token,
      body: { start_date: '2026-12-01' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { details: { field: string }[] } }>().error.details.map((detail) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['body.end_date', 'body.appointment_type_id']));
  });
});
