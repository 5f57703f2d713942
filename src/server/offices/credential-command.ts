// `npm run office -- credential <create|list|rotate|revoke>`: an office's credentials. A secret is
// printed once, when made; nothing can show it again (only its hash is kept).
import { parseArgs } from 'node:util';
import type { Db } from '../db/database';
import { officeByCode } from '../tenants';
import { issueCredential, listCredentials, parseScopes, revokeCredential, rotateCredential, scopes, type IssuedCredential } from './credentials';
import type { CommandResult } from './command-result';

export const credentialUsage = [
  `  credential create <CODE> --scopes ${scopes.join(',')}   a new credential, its secret shown once`,
  '  credential list <CODE>                          the credentials, without secrets',
  '  credential rotate <CODE> <ID> [--overlap-hours 24]   a new secret; the old one works for the overlap',
  '  credential revoke <CODE> <ID>                   ends one at once',
];

const DEFAULT_OVERLAP_HOURS = 24;
const MAX_OVERLAP_HOURS = 24 * 30;

const usage = (problem: string): CommandResult => ({ code: 2, lines: [problem, ...credentialUsage] });

const shown = (code: string, issued: IssuedCredential, granted: string) => ({
  code: 0,
  lines: [`Credential ${issued.id} of ${code} (${granted}):`, issued.secret, 'It is shown this once: store it now. Only its hash is kept.'],
});

export async function runCredentialCommand(db: Db, argv: string[], now: Date): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { scopes: { type: 'string' }, 'overlap-hours': { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const [command, code, idText] = parsed.positionals;
  if (!command || !code) return usage('Name the command and the office code.');
  const office = await officeByCode(db, code);
  if (!office) return { code: 1, lines: [`No office with code ${code.toUpperCase()}.`] };
  if (command === 'create') {
    const granted = parseScopes(parsed.values.scopes ?? '');
    if (!granted.ok) return usage(`--scopes must name one or more of ${scopes.join(', ')}${granted.unknown ? `; "${granted.unknown}" is none` : ''}.`);
    return shown(office.code, await issueCredential(db, office.id, granted.scopes), granted.scopes.join(', '));
  }
  if (command === 'list') {
    const rows = await listCredentials(db, office.id);
    if (!rows.length) return { code: 0, lines: [`${office.code} has no credentials.`] };
    const state = (row: (typeof rows)[number]) => (row.revoked_at ? `revoked ${row.revoked_at}` : row.expires_at ? `expires ${row.expires_at}` : 'active');
    return { code: 0, lines: rows.map((row) => [row.id, `${row.prefix}…`, row.scopes.join(','), row.created_at, state(row)].join('\t')) };
  }
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0) return usage('Name the credential by its id (npm run office -- credential list <CODE>).');
  const gone = { code: 1, lines: [`${office.code} has no working credential ${id}.`] };
  if (command === 'rotate') {
    const hours = Number(parsed.values['overlap-hours'] ?? DEFAULT_OVERLAP_HOURS);
    if (!Number.isFinite(hours) || hours < 0 || hours > MAX_OVERLAP_HOURS) return usage(`--overlap-hours must be from 0 to ${MAX_OVERLAP_HOURS}.`);
    const issued = await rotateCredential(db, office.id, id, now, hours * 3_600_000);
    if (!issued) return gone;
    const result = shown(office.code, issued, 'the same scopes');
    return { ...result, lines: [...result.lines, `Credential ${id} keeps working for ${hours} hours.`] };
  }
  if (command === 'revoke') {
    if (!(await revokeCredential(db, office.id, id, now))) return gone;
    return { code: 0, lines: [`Credential ${id} of ${office.code} is revoked.`] };
  }
  return usage(`Unknown credential command "${command}".`);
}
