// The office's NDJSON import through the real server over HTTP (issue 37, decision record 050):
// customers with their records are created, the same file again changes nothing, a broken line is
// refused with its field while the others land, another office's refs are never touched, an
// over-long line is refused, and the answer streams a line as each line is done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, document, importLine } from '../../scripts/bench/import-file';
import officeDocument from '../../generated/openapi/office.json' with { type: 'json' };
import { importKinds } from '../../src/server/modules/office/import/kinds';
import { useTestServer } from './helper';
import { officeCredential } from './office-callers';
import { importInto, ndjson } from './office-import-client';

const server = useTestServer();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.app.close());

type Json = Record<string, unknown>;
const importFile = (secret: string, body: string, host?: string) => importInto(baseUrl, secret, body, host);

const rowsOf = (table: 'mortgages' | 'policies', ref: string) =>
  server.database.db.selectFrom(table).select(['id', 'data']).where('office_ref', '=', ref).execute();
const auditCount = async (tenantCode: string) => {
  const tenant = await server.database.db.selectFrom('tenants').select('id').where('code', '=', tenantCode).executeTakeFirstOrThrow();
  const rows = await server.database.db.selectFrom('office_audit').select('id').where('tenant_id', '=', tenant.id).execute();
  return rows.length;
};

describe('POST /office/v1/customers/import', () => {
  it('creates customers with their records, then answers unchanged for the same file and writes nothing', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    const file = ndjson([importLine(1, 'IMP'), importLine(2, 'IMP'), importLine(3, 'IMP')]);
    const first = await importFile(secret, file);
    expect(first.status, first.text).toBe(200);
    expect(first.results).toEqual([1, 2, 3].map((line) => ({ line, ref: `IMP-00000${line}`, result: 'created' })));
    expect(await rowsOf('mortgages', 'IMP-000002-H1')).toHaveLength(1);
    expect(await rowsOf('policies', 'IMP-000003-P2')).toHaveLength(1);
    const customerPage = await server.call(null, 'GET', '/office/v1/customers/IMP-000001/policies', { token: secret });
    expect(customerPage.json<{ entries: Json[] }>().entries).toHaveLength(2);

    const audited = await auditCount('VANDIJK');
    const mortgageBefore = await rowsOf('mortgages', 'IMP-000001-H1');
    const second = await importFile(secret, file);
    expect(second.results.map((result) => result.result)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await rowsOf('mortgages', 'IMP-000001-H1')).toEqual(mortgageBefore);
    // Only the call's own entry: no line changed anything.
    expect(await auditCount('VANDIJK')).toBe(audited + 1);

    const changed = importLine(2, 'IMP');
    (changed.policies as Json[]).pop();
    changed.policies = [...(changed.policies as Json[]), { ref: 'IMP-000002-P3', record: (importLine(2, 'IMP').policies as Json[])[1]!.record }];
    const third = await importFile(secret, ndjson([changed, importLine(3, 'IMP')]));
    expect(third.results.map((result) => result.result)).toEqual(['updated', 'unchanged']);
  });

  it('refuses a line with an unknown field, a wrong type or bad JSON with the field and reason, and stores the others', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write']);
    const unknownField = { ...importLine(11, 'BAD'), colour: 'red' };
    const wrongType = importLine(12, 'BAD');
    (wrongType.customer as Json).two_factor = 'yes';
    const badRecord = importLine(13, 'BAD');
    ((badRecord.mortgages as Json[])[0]!.record as Json).koopsom = '450000';
    const file = ndjson([unknownField, wrongType, '{"ref": "BAD-000014", "customer": ', importLine(15, 'BAD'), badRecord]);
    const { results } = await importFile(secret, file);
    expect(results.map(({ line, ref, result }) => [line, ref, result])).toEqual([
      [1, 'BAD-000011', 'refused'],
      [2, 'BAD-000012', 'refused'],
      [3, null, 'refused'],
      [4, 'BAD-000015', 'created'],
      [5, 'BAD-000013', 'refused'],
    ]);
    expect(results[0]!.errors).toContainEqual(expect.objectContaining({ field: 'line.colour', code: 'field_unknown' }));
    expect(results[1]!.errors).toContainEqual(expect.objectContaining({ field: 'line.customer.two_factor', code: 'field_invalid_type' }));
    expect(results[2]!.errors).toEqual([expect.objectContaining({ field: 'line', code: 'line_invalid_json' })]);
    expect(results[4]!.errors).toContainEqual(expect.objectContaining({ field: 'line.mortgages.0.record.koopsom', code: 'field_invalid_type' }));
    const stored = await server.database.db.selectFrom('customers').select('office_ref').where('office_ref', 'like', 'BAD-%').execute();
    expect(stored.map((row) => row.office_ref)).toEqual(['BAD-000015']);
  });

  it('refuses a line whose write fails (a username taken) without storing any of it', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write']);
    const clash = importLine(21, 'CLASH');
    clash.customer = { ...customer(21), username: 'jan.devries@example.nl' };
    const { results } = await importFile(secret, ndjson([clash]));
    expect(results).toEqual([
      {
        line: 1,
        ref: 'CLASH-000021',
        result: 'refused',
        errors: [expect.objectContaining({ field: 'line.customer.username', code: 'customer_username_taken' })],
      },
    ]);
    expect(await rowsOf('mortgages', 'CLASH-000021-H1')).toEqual([]);
  });

  it('never touches another office: the same refs make the other office its own customers', async () => {
    const vandijk = await officeCredential(server, 'VANDIJK', ['write']);
    const degroot = await officeCredential(server, 'DEGROOT', ['write']);
    await importFile(vandijk.secret, ndjson([importLine(31, 'OWN')]));
    const before = await server.database.db.selectFrom('customers').select(['id', 'profile']).where('office_ref', '=', 'OWN-000031').execute();
    const other = importLine(31, 'OWN');
    (other.customer as Json).first_name = 'Ander';
    const { results } = await importFile(degroot.secret, ndjson([other]));
    expect(results.map((result) => result.result)).toEqual(['created']);
    const rows = await server.database.db
      .selectFrom('customers')
      .select(['id', 'tenant_id', 'profile'])
      .where('office_ref', '=', 'OWN-000031')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject(before[0]!);
    expect(await rowsOf('mortgages', 'OWN-000031-H1')).toHaveLength(2);
    // A credential without the write scope imports nothing.
    const reader = await officeCredential(server, 'DEGROOT', ['read']);
    expect((await importFile(reader.secret, ndjson([importLine(32, 'OWN')]))).status).toBe(403);
  });

  it('stores a line’s base64 documents as the office’s files, unchanged the second time, and refuses a refused type with its field', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    const line = { ...importLine(61, 'DOC'), documents: [1, 2].map((i) => ({ ref: `DOC-000061-D${i}`, record: document(61, i) })) };
    expect((await importFile(secret, ndjson([line]))).results).toEqual([{ line: 1, ref: 'DOC-000061', result: 'created' }]);
    const listed = await server.call(null, 'GET', '/office/v1/customers/DOC-000061/documents', { token: secret });
    const entries = listed.json<{ entries: { office_ref: string; document: { id: number; name: string; mime_type: string } }[] }>().entries;
    expect(entries.map(({ office_ref, document: { name, mime_type } }) => [office_ref, name, mime_type])).toEqual(
      [1, 2].map((i) => [`DOC-000061-D${i}`, `Stuk ${i} 000061.pdf`, 'application/pdf']),
    );
    for (const [index, entry] of entries.entries()) {
      const file = await server.call(null, 'GET', `/office/v1/customers/DOC-000061/document-files/${entry.document.id}`, { token: secret });
      expect(file.rawPayload.equals(Buffer.from(line.documents[index]!.record.content as string, 'base64'))).toBe(true);
    }
    expect((await importFile(secret, ndjson([line]))).results).toEqual([{ line: 1, ref: 'DOC-000061', result: 'unchanged' }]);

    const refused = {
      ...importLine(62, 'DOC'),
      documents: [{ ref: 'DOC-000062-D1', record: { name: 'Stuk', content: Buffer.from('MZ not a document').toString('base64') } }],
    };
    const notBase64 = { ...importLine(63, 'DOC'), documents: [{ ref: 'DOC-000063-D1', record: { name: 'Stuk', content: 'JVBERi0*' } }] };
    const { results } = await importFile(secret, ndjson([refused, notBase64]));
    expect(results[0]!.errors).toEqual([expect.objectContaining({ field: 'line.documents.0.record.content', code: 'file_type_not_allowed' })]);
    expect(results[1]!.errors).toContainEqual(expect.objectContaining({ field: 'line.documents.0.record.content' }));
    const stored = await server.database.db.selectFrom('customers').select('office_ref').where('office_ref', 'in', ['DOC-000062', 'DOC-000063']).execute();
    expect(stored).toEqual([]);
    expect(await rowsOf('mortgages', 'DOC-000062-H1')).toEqual([]);
  });

  it('refuses an over-long line and goes on with the next', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write']);
    const long = { ...importLine(41, 'LONG'), padding: 'x'.repeat(1_100_000) };
    const { results } = await importFile(secret, ndjson([long, importLine(42, 'LONG')]));
    expect(results).toEqual([
      { line: 1, ref: null, result: 'refused', errors: [expect.objectContaining({ field: 'line', code: 'line_too_long' })] },
      { line: 2, ref: 'LONG-000042', result: 'created' },
    ]);
  });

  it('refuses a call with no body, and one with a JSON body, before reading anything', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write']);
    const missing = await server.call(null, 'POST', '/office/v1/customers/import', { token: secret });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'validation_error', details: [{ field: 'body', code: 'field_required' }] } });
    const json = await server.call(null, 'POST', '/office/v1/customers/import', { token: secret, body: importLine(43, 'JSON') });
    expect(json.statusCode).toBe(415);
  });

  it('answers each line before the next line of the body is sent', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write']);
    let send: (line: string | null) => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (line) => (line === null ? controller.close() : controller.enqueue(new TextEncoder().encode(line)));
      },
    });
    const answered = fetch(`${baseUrl}/office/v1/customers/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/x-ndjson' },
      body,
      duplex: 'half',
    } as RequestInit);
    // The headers go out with the first result, so the first line is sent before they are awaited.
    send(`${JSON.stringify(importLine(51, 'STREAM'))}\n`);
    const reader = (await answered).body!.pipeThrough(new TextDecoderStream()).getReader();
    for (const n of [51, 52]) {
      if (n !== 51) send(`${JSON.stringify(importLine(n, 'STREAM'))}\n`);
      const { value } = await reader.read();
      expect(JSON.parse(value!)).toMatchObject({ ref: `STREAM-0000${n}`, result: 'created' });
    }
    send(null);
    expect((await reader.read()).done).toBe(true);
  });

  it('has a write function for every record field of the contract', () => {
    const line = (officeDocument as { components: { schemas: Record<string, { properties?: Json }> } }).components.schemas.ImportLine!;
    expect(Object.keys(line.properties ?? {}).filter((field) => field !== 'ref' && field !== 'customer')).toEqual(Object.keys(importKinds));
  });
});
