// The import keeps the file's order where lines meet (decision record 050): on PostgreSQL lines are
// stored several at once, yet a later line of the same customer replaces the earlier one, and of
// two customers claiming one username the first in the file has it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, importLine } from '../../scripts/bench/import-file';
import { useTestServer } from './helper';
import { officeCredential } from './office-callers';
import { importInto, ndjson } from './office-import-client';

const server = useTestServer();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.app.close());

const firstNameOf = async (ref: string) =>
  (await server.database.db.selectFrom('customers').select('profile').where('office_ref', '=', ref).executeTakeFirstOrThrow()).profile;

describe('POST /office/v1/customers/import, lines that meet', () => {
  it('stores lines of one customer in the file order, the last one winning', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write']);
    const versions = ['Een', 'Twee', 'Drie'].map((name) => ({ ...importLine(71, 'ORDER'), customer: { ...customer(71), first_name: name } }));
    const between = [72, 73, 74].map((n) => importLine(n, 'ORDER'));
    const { status, results, text } = await importInto(
      baseUrl,
      secret,
      ndjson([versions[0]!, between[0]!, versions[1]!, between[1]!, between[2]!, versions[2]!]),
    );
    expect(status, text).toBe(200);
    expect(results.map(({ line, result }) => [line, result])).toEqual([
      [1, 'created'],
      [2, 'created'],
      [3, 'updated'],
      [4, 'created'],
      [5, 'created'],
      [6, 'updated'],
    ]);
    expect(await firstNameOf('ORDER-000071')).toMatchObject({ first_name: 'Drie' });
  });

  it('gives a username to the first line that claims it and refuses the later ones', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write']);
    const claim = (n: number) => ({ ...importLine(n, 'SAME'), customer: { ...customer(n), username: 'gedeeld@example.nl' } });
    const { results } = await importInto(baseUrl, secret, ndjson([claim(81), importLine(82, 'SAME'), claim(83), claim(84)]));
    expect(results.map(({ ref, result }) => [ref, result])).toEqual([
      ['SAME-000081', 'created'],
      ['SAME-000082', 'created'],
      ['SAME-000083', 'refused'],
      ['SAME-000084', 'refused'],
    ]);
    expect(results[2]!.errors).toEqual([expect.objectContaining({ field: 'line.customer.username', code: 'customer_username_taken' })]);
  });
});
