// A refused document says why (issue 40, decision record 060): the office refuses what the customer
// delivered with a reason code and its own text; the request is open again and told once, the
// customer sees the reason and the history, and a new upload is the next version; completing it
// then is the office's `accepted` verdict. Bad bodies, an empty request, the other customer and the
// other office are refused.
import { describe, expect, it } from 'vitest';
import { pdf } from '../../src/server/seed/files';
import { demoLogins, standingClock, useTestServer } from './helper';
import { multipart } from './multipart';
import { mortgage } from '../../scripts/bench/mortgage-body';
import { errorCode, officeCall, refs, useOfficeCallers } from './office-records-harness';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now });
const callers = useOfficeCallers(server);
const call = officeCall(server);

interface Step {
  id: number;
  name: string;
  received: boolean;
  refusal?: { reason_code: string; reason: string; refused_at: string; refused_by: string | null } | null;
  history?: { kind: string; by: string; who: string | null; at: string; name: string | null; reason_code: string | null }[];
}
const path = `/customers/${refs.jan}/document-requests/REQ-F`;
const refusal = { reason_code: 'incomplete', reason: 'De bijlagen ontbreken.', by: 'Marloes van Dijk' };
const openProgress = async () =>
  (await call(callers.reader, 'GET', `/customers/${refs.jan}/mortgages/HYP-F`)).json<{ record: { openProgress: number } }>().record.openProgress;
const told = async () =>
  (await server.database.db.selectFrom('notification_digest_items').select('kind').where('kind', '=', 'document_request').execute()).length;

async function upload(username: string, stepId: number, file: string) {
  const token = await server.login('vandijk', username, demoLogins.vandijk.password);
  const { payload, contentType } = await multipart([
    ['name', 'Koopovereenkomst'],
    ['mortgage_progress_id', String(stepId)],
    ['content', { filename: file, data: pdf(['Koopovereenkomst']).content, type: 'application/pdf' }],
  ]);
  return server.call('vandijk', 'POST', '/api/customer/document', { token, body: payload, headers: { 'content-type': contentType } });
}

async function shownToJan(stepId: number): Promise<Step | undefined> {
  const jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
  const answer = await server.call('vandijk', 'GET', '/api/customer/mortgage?include=progress', { token: jan });
  return answer
    .json<{ progress?: Step[] }[]>()
    .flatMap((entry) => entry.progress ?? [])
    .find((step) => step.id === stepId);
}

describe('refuseDocumentRequest', () => {
  let stepId = 0;

  it('refuses nothing before something is delivered (409)', async () => {
    expect((await call(callers.writer, 'PUT', `/customers/${refs.jan}/mortgages/HYP-F`, mortgage())).statusCode).toBe(201);
    const asked = await call(callers.writer, 'PUT', path, { mortgage_ref: 'HYP-F', name: 'Koopovereenkomst', status: 'requested' });
    stepId = asked.json<{ request: Step }>().request.id;
    const early = await call(callers.writer, 'PUT', `${path}/refusal`, refusal);
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('nothing_delivered');
  });

  it('opens the delivered request again with its reason, tells the customer once, and Jan sees why', async () => {
    clock.advance(60_000);
    expect((await upload(demoLogins.vandijk.username, stepId, 'versie-1.pdf')).statusCode).toBe(201);
    const open = await openProgress();
    const before = await told();
    clock.advance(60_000);
    const refused = await call(callers.writer, 'PUT', `${path}/refusal`, refusal);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      result: 'updated',
      office_ref: 'REQ-F',
      mortgage_ref: 'HYP-F',
      status: 'refused',
      request: {
        received: false,
        sent: false,
        refusal: { reason_code: 'incomplete', reason: 'De bijlagen ontbreken.', refused_at: '2026-11-28T10:02:00.000Z', refused_by: 'Marloes van Dijk' },
      },
    });
    expect(await openProgress()).toBe(open + 1);
    expect(await told()).toBe(before + 1);

    const again = await call(callers.writer, 'PUT', `${path}/refusal`, refusal);
    expect(again.json()).toMatchObject({ result: 'unchanged', status: 'refused' });
    expect(await told()).toBe(before + 1);

    const step = await shownToJan(stepId);
    expect(step).toMatchObject({ received: false, refusal: { reason_code: 'incomplete', reason: 'De bijlagen ontbreken.' } });
    expect(step?.history?.map((line) => [line.kind, line.by, line.who, line.name])).toEqual([
      ['version', 'customer', null, 'Koopovereenkomst'],
      ['refused', 'office', 'Marloes van Dijk', null],
    ]);
  });

  it('takes a new version from the customer: received again, the refusal over, the history complete', async () => {
    clock.advance(60_000);
    expect((await upload(demoLogins.vandijk.username, stepId, 'versie-2.pdf')).statusCode).toBe(201);
    const after = await call(callers.reader, 'GET', path);
    expect(after.json()).toMatchObject({ status: 'received', request: { received: true, refusal: null } });
    const step = await shownToJan(stepId);
    expect(step?.history?.map((line) => [line.kind, line.at])).toEqual([
      ['version', '2026-11-28T10:01:00.000Z'],
      ['refused', '2026-11-28T10:02:00.000Z'],
      ['version', '2026-11-28T10:03:00.000Z'],
    ]);
  });

  it('refuses a bad body with 400 and stores nothing', async () => {
    const stored = (await call(callers.reader, 'GET', path)).body;
    for (const body of [
      { ...refusal, reason_code: 'ugly' },
      { ...refusal, reason: '' },
      { ...refusal, extra: true },
      { reason: 'Zonder code' },
      { ...refusal, reason_code: 3 },
    ]) {
      const response = await call(callers.writer, 'PUT', `${path}/refusal`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorCode(response)).toBe('validation_error');
    }
    expect((await call(callers.reader, 'GET', path)).body).toBe(stored);
    expect(errorCode(await call(callers.writer, 'PUT', `/customers/${refs.jan}/document-requests/REQ-NONE/refusal`, refusal))).toBe('record_not_found');
  });
});

describe('who may refuse and upload', () => {
  it('needs the write scope; De Groot’s credential finds no Van Dijk customer', async () => {
    expect(errorCode(await call(callers.reader, 'PUT', `${path}/refusal`, refusal))).toBe('office_credential_scope');
    const other = await call(callers.degroot, 'PUT', `${path}/refusal`, refusal);
    expect(other.statusCode).toBe(404);
    expect(errorCode(other)).toBe('customer_not_found');
    expect((await call(callers.reader, 'GET', path)).json()).toMatchObject({ status: 'received' });
  });

  it('lets another customer of the office neither see nor answer Jan’s request', async () => {
    const step = await shownToJan((await call(callers.reader, 'GET', path)).json<{ request: Step }>().request.id);
    const sanne = await server.login('vandijk', demoLogins.vandijkSecond.username, demoLogins.vandijkSecond.password);
    const shown = await server.call('vandijk', 'GET', '/api/customer/mortgage?include=progress', { token: sanne });
    expect(shown.body).not.toContain('De bijlagen ontbreken.');
    const answer = await upload(demoLogins.vandijkSecond.username, step!.id, 'niet-van-mij.pdf');
    expect(answer.statusCode).toBe(404);
    expect((await shownToJan(step!.id))?.history).toHaveLength(3);
  });
});

describe('putDocumentRequest: completed after a delivery', () => {
  it('records the office accepting the new version as its verdict, once', async () => {
    clock.advance(60_000);
    const body = { mortgage_ref: 'HYP-F', name: 'Koopovereenkomst', status: 'completed' };
    const accepted = await call(callers.writer, 'PUT', path, body);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ result: 'updated', status: 'completed' });
    expect((await call(callers.writer, 'PUT', path, body)).json()).toMatchObject({ result: 'unchanged' });
    const step = await shownToJan(accepted.json<{ request: Step }>().request.id);
    expect(step?.history?.map((line) => [line.kind, line.by, line.at])).toEqual([
      ['version', 'customer', '2026-11-28T10:01:00.000Z'],
      ['refused', 'office', '2026-11-28T10:02:00.000Z'],
      ['version', 'customer', '2026-11-28T10:03:00.000Z'],
      ['accepted', 'office', '2026-11-28T10:04:00.000Z'],
    ]);
  });
});
