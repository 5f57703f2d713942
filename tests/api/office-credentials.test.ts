// An office's credentials made and ended by the operator's commands (src/server/offices): the
// secret shows once and is kept only as a hash, rotation overlaps, revocation is immediate, and one
// office's command never touches another office's credential.
import { describe, expect, it } from 'vitest';
import { runOfficeCommand } from '../../src/server/offices/command';
import { credentialFor } from '../../src/server/offices/credentials';
import { standingClock, useTestServer } from './helper';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now });
const noFile = async () => '';
const office = (...argv: string[]) => runOfficeCommand(server.database.db, argv, noFile, clock.now());
const HOUR = 3_600_000;

async function made(code: string, scopes: string) {
  const result = await office('credential', 'create', code, '--scopes', scopes);
  expect(result.code).toBe(0);
  const id = Number(/^Credential (\d+) of/.exec(result.lines[0]!)![1]);
  return { id, secret: result.lines[1]! };
}

const officeId = async (code: string) => (await server.database.db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

describe('npm run office -- credential', () => {
  it('makes a credential with its scopes, shows the secret once and keeps only its hash', async () => {
    const { id, secret } = await made('vandijk', 'read,write');
    expect(secret).toMatch(/^ofk_[A-Za-z0-9_-]{43}$/);
    expect(await credentialFor(server.database.db, secret, clock.now())).toEqual({ id, tenantId: await officeId('VANDIJK'), scopes: ['read', 'write'] });
    const stored = await server.database.db.selectFrom('office_credentials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(secret.slice(10));
    const list = await office('credential', 'list', 'VANDIJK');
    expect(list.lines.join('\n')).not.toContain(secret.slice(10));
    expect(list.lines).toContainEqual(expect.stringMatching(new RegExp(`^${id}\\t${secret.slice(0, 10)}…\\tread,write\\t.*\\tactive$`)));
  });

  it('refuses unknown scopes, offices and commands, making nothing', async () => {
    const before = await server.database.db.selectFrom('office_credentials').select('id').execute();
    expect((await office('credential', 'create', 'VANDIJK', '--scopes', 'read,admin')).lines[0]).toBe(
      '--scopes must name one or more of read, write, events; "admin" is none.',
    );
    expect((await office('credential', 'create', 'VANDIJK')).code).toBe(2);
    expect(await office('credential', 'create', 'NOPE', '--scopes', 'read')).toEqual({ code: 1, lines: ['No office with code NOPE.'] });
    expect((await office('credential', 'frobnicate', 'VANDIJK')).code).toBe(2);
    expect(await server.database.db.selectFrom('office_credentials').select('id').execute()).toEqual(before);
  });

  it('rotates with an overlap: the new secret works at once, the old one until the overlap ends', async () => {
    const old = await made('VANDIJK', 'events');
    const rotated = await office('credential', 'rotate', 'VANDIJK', String(old.id), '--overlap-hours', '2');
    expect(rotated.code).toBe(0);
    expect(rotated.lines.at(-1)).toBe(`Credential ${old.id} keeps working for 2 hours.`);
    const fresh = rotated.lines[1]!;
    expect(fresh).not.toBe(old.secret);
    expect((await credentialFor(server.database.db, fresh, clock.now()))?.scopes).toEqual(['events']);
    expect(await credentialFor(server.database.db, old.secret, new Date(clock.now().getTime() + 2 * HOUR - 1000))).not.toBeNull();
    expect(await credentialFor(server.database.db, old.secret, new Date(clock.now().getTime() + 2 * HOUR))).toBeNull();
  });

  it('revokes at once, and only with the office that has the credential', async () => {
    const { id, secret } = await made('VANDIJK', 'read');
    expect(await office('credential', 'revoke', 'DEGROOT', String(id))).toEqual({ code: 1, lines: [`DEGROOT has no working credential ${id}.`] });
    expect((await office('credential', 'rotate', 'DEGROOT', String(id))).code).toBe(1);
    expect(await credentialFor(server.database.db, secret, clock.now())).not.toBeNull();
    expect(await office('credential', 'revoke', 'VANDIJK', String(id))).toEqual({ code: 0, lines: [`Credential ${id} of VANDIJK is revoked.`] });
    expect(await credentialFor(server.database.db, secret, clock.now())).toBeNull();
    expect((await office('credential', 'revoke', 'VANDIJK', String(id))).code).toBe(1);
    expect(await credentialFor(server.database.db, 'ofk_' + 'A'.repeat(43), clock.now())).toBeNull();
  });
});
