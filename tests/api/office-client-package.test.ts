// The packed office client (packages/office-client, `npm run pack:office-client`) as an office's
// developer gets it: the tarball installed with npm into an empty folder (openapi-fetch from the
// registry), and the example script (examples/office-onboarding) run there with node against the
// real server over HTTP: it reads the office, puts its settings from a file and prints the audit
// trail; import.mjs streams an NDJSON file of customers to the import. Nothing of this project is on that folder's module path.
// Runs on PGlite only (decision 055): the packed client as a developer installs it; the office API's SQL runs on PostgreSQL in the office-*.test.ts files.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLine } from '../../scripts/bench/import-file';
import { packOfficeClient } from '../../scripts/pack-office-client';
import { useTestServer } from './helper';
import { officeCredential } from './office-callers';

const run = promisify(execFile);
const server = useTestServer();
const folder = mkdtempSync(join(tmpdir(), 'office-client-'));
const examples = resolve(import.meta.dirname, '../../examples/office-onboarding');
let baseUrl = '';
// Packing builds with tsc and npm install may reach the registry: minutes on a loaded machine.
const SETUP_MS = 300_000;

beforeAll(async () => {
  baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const tarball = packOfficeClient(join(folder, 'packed'));
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'onboarding', private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', tarball], { cwd: folder });
  for (const script of ['onboard.mjs', 'import.mjs']) copyFileSync(join(examples, script), join(folder, script));
}, SETUP_MS);
afterAll(() => rmSync(folder, { recursive: true }));

type Json = Record<string, unknown>;
const settingsOf = async (code: string) =>
  (await server.database.db.selectFrom('tenants').select('settings').where('code', '=', code).executeTakeFirstOrThrow()).settings as Json;

/** Runs the example with this credential and settings; its exit code, output and errors. */
const onboard = (credential: string, settings: Json) => runExample('onboard.mjs', credential, JSON.stringify(settings));

/** Runs an example script on a file with this content; its exit code, output and errors. */
async function runExample(script: string, credential: string, content: string) {
  const file = join(folder, `input-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, content);
  const env = { PATH: process.env.PATH, OFFICE_API_URL: baseUrl, OFFICE_CREDENTIAL: credential };
  try {
    const { stdout, stderr } = await run('node', [script, file], { cwd: folder, env });
    return { code: 0, stdout, stderr };
  } catch (failed) {
    const { code, stdout, stderr } = failed as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

async function officeOf(secret: string): Promise<Json> {
  return (await server.call(null, 'GET', '/office/v1/office', { token: secret })).json<Json>();
}

describe('the packed office client and its example', () => {
  it('reads the office, puts its settings and prints the audit trail', async () => {
    const { secret } = await officeCredential(server, 'DEGROOT', ['read', 'write']);
    const settings = { ...(await officeOf(secret)), slogan: 'Via het pakket', primary_color: '#224466' };
    const result = await onboard(secret, settings);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('office DEGROOT (degroot)');
    expect(await settingsOf('DEGROOT')).toMatchObject({ slogan: 'Via het pakket', primary_color: '#224466' });
    const trail = result.stdout.split('\n').filter((line) => /^\d{4}-/.test(line));
    const prefix = secret.slice(0, 10);
    expect(trail.some((line) => line.includes(`${prefix} getOffice 200`))).toBe(true);
    expect(trail.some((line) => line.includes(`${prefix} putOffice 200 tenant:`))).toBe(true);
    expect(result.stdout).not.toContain(secret);
  });

  it('stops with the API’s message key on a body the contract refuses, and changes nothing', async () => {
    const { secret } = await officeCredential(server, 'DEGROOT', ['read', 'write']);
    const before = await settingsOf('DEGROOT');
    const result = await onboard(secret, { ...(await officeOf(secret)), slogan: 'Nooit', unknown_field: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^400 validation_error/);
    expect(await settingsOf('DEGROOT')).toEqual(before);
  });

  it('gets nothing with an unknown credential, and only its own office with another office’s', async () => {
    const unknown = await onboard('ofk_' + 'A'.repeat(43), {});
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^401 office_credential_invalid/);

    const degroot = await settingsOf('DEGROOT');
    const vandijk = await officeCredential(server, 'VANDIJK', ['read']);
    const other = await onboard(vandijk.secret, { ...(await officeOf(vandijk.secret)), slogan: 'Van een ander' });
    expect(other.stdout).toContain('office VANDIJK (vandijk)');
    expect(other.stdout).not.toContain('DEGROOT');
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/^403 office_credential_scope/);
    expect(await settingsOf('DEGROOT')).toEqual(degroot);
  });

  it('imports customers from an NDJSON file, streamed, and the same file again changes nothing', async () => {
    const { secret } = await officeCredential(server, 'DEGROOT', ['write']);
    const file = [importLine(1, 'PKG'), { ref: 'PKG-BAD' }, importLine(2, 'PKG')].map((line) => JSON.stringify(line)).join('\n');
    const first = await runExample('import.mjs', secret, file);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('line 2 PKG-BAD refused: line.customer field_required');
    expect(first.stdout).toContain('2 created, 0 updated, 0 unchanged, 1 refused');
    const again = await runExample('import.mjs', secret, [importLine(1, 'PKG'), importLine(2, 'PKG')].map((line) => JSON.stringify(line)).join('\n'));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('0 created, 0 updated, 2 unchanged, 0 refused');
    const stored = await server.database.db.selectFrom('policies').select('id').where('office_ref', 'like', 'PKG-%').execute();
    expect(stored).toHaveLength(4);
  });
});
