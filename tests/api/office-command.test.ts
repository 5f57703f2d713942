// The operator's office commands (src/server/offices/command.ts) on the server's own database: an
// office they create is served at once on its sub-domain, in its colours; a taken code or
// sub-domain is refused and changes nothing.
import { describe, expect, it } from 'vitest';
import { runOfficeCommand } from '../../src/server/offices/command';
import { useTestServer } from './helper';

const server = useTestServer();

const jansen = {
  code: 'JANSEN',
  subdomain: 'jansen',
  full_name: 'Jansen Hypotheekadvies',
  primary_color: '#1B4D3E',
  secondary_color: '#F2C14E',
  pronoun: 'JE',
};
const files: Record<string, string> = { 'jansen.json': JSON.stringify(jansen), 'broken.json': '{"code": ' };
const readFile = async (path: string) => {
  if (!(path in files)) throw new Error(`ENOENT: no such file, open '${path}'`);
  return files[path]!;
};
const office = (...argv: string[]) => runOfficeCommand(server.database.db, argv, readFile, new Date());

describe('npm run office', () => {
  it('creates an office from a file and flags, which the portal then serves on its sub-domain', async () => {
    expect(await office('create', '--file', 'jansen.json', '--show-policies', 'false', '--slogan', 'Helder advies')).toEqual({
      code: 0,
      lines: ['Office JANSEN created; its portal answers on the sub-domain jansen.'],
    });
    const response = await server.call('jansen', 'GET', '/api/customer/tenant');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 'JANSEN',
      name: 'jansen',
      primary_color: '#1B4D3E',
      secondary_color: '#F2C14E',
      pronoun: 'JE',
      show_policies: false,
      slogan: 'Helder advies',
    });
    const lookup = await server.call(null, 'GET', '/proxy/tenant/code/JANSEN');
    expect(lookup.statusCode).toBe(200);
  });

  it('refuses a code or a sub-domain another office has, and stores nothing', async () => {
    const taken = await office('create', '--file', 'jansen.json', '--code', 'VANDIJK', '--subdomain', 'jansen-twee');
    expect(taken).toEqual({ code: 1, lines: ['The office was not stored: an office with code VANDIJK exists already (VANDIJK); nothing was stored.'] });
    const sameHost = await office('create', '--file', 'jansen.json', '--code', 'DIJK2', '--subdomain', 'vandijk');
    expect(sameHost.lines[0]).toContain('an office with sub-domain vandijk exists already (VANDIJK)');
    expect((await office('show', 'DIJK2')).code).toBe(1);
    expect((await server.call('vandijk', 'GET', '/api/customer/tenant')).json()).toMatchObject({ code: 'VANDIJK', primary_color: '#00529B' });
  });

  it('refuses a bad file or field, naming it, and stores nothing', async () => {
    expect(await office('create', '--file', 'missing.json')).toMatchObject({ code: 2, lines: [expect.stringContaining('missing.json: ENOENT')] });
    expect((await office('create', '--file', 'broken.json')).code).toBe(2);
    const bad = await office('create', '--file', 'jansen.json', '--code', 'GROEN', '--subdomain', 'groen', '--primary-color', 'groen');
    expect(bad).toEqual({ code: 1, lines: ['The office was not stored:', '  primary_color: must match pattern "^#[0-9a-fA-F]{6}$"'] });
    expect((await office('create', '--colour', '#000000')).code).toBe(2);
    expect((await server.call('groen', 'GET', '/api/customer/tenant')).statusCode).toBe(404);
  });

  it('lists the offices and shows one as the portal answers it', async () => {
    const list = await office('list');
    expect(list.code).toBe(0);
    expect(list.lines.map((line) => line.split('\t').slice(0, 3))).toEqual(
      expect.arrayContaining([
        ['DEGROOT', 'degroot', 'De Groot Financieel Advies'],
        ['VANDIJK', 'vandijk', 'Van Dijk Hypotheken & Verzekeringen'],
      ]),
    );
    const shown = await office('show', 'vandijk');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.lines[0]!)).toEqual((await server.call('vandijk', 'GET', '/api/customer/tenant')).json());
    expect(await office('show', 'NOPE')).toEqual({ code: 1, lines: ['No office with code NOPE.'] });
    expect((await office('frobnicate')).code).toBe(2);
  });
});
