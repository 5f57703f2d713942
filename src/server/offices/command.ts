// `npm run office -- <command>`: what an operator does to an office, without code. The commands
// work on the database the server uses, through the same data layer, and answer their exit code
// and the lines to print, so tests run them as the terminal does.
import { parseArgs } from 'node:util';
import type { Db } from '../db/database';
import type { CommandResult } from './command-result';
import { officeFromInput, tenantFields } from './office-input';
import { credentialUsage, runCredentialCommand } from './credential-command';
import { factorUsage, runFactorCommand } from './factor-command';
import { importUsage, runImportCommand, type ImportIo } from './import-command';
import type { Config } from '../config';
import { createOffice, DuplicateOfficeError, findOffice, listOffices } from './store';
import { runWebhookCommand, webhookUsage, type WebhookCommandConfig } from './webhook-command';

export type { CommandResult };

export const officeUsage = [
  'Usage: npm run office -- <command>',
  '  create [--file office.json] [--code CODE --subdomain name --primary-color #RRGGBB ...]',
  '         every field of the office (core §3) as --kebab-case flag, over the file; `null` clears one',
  '  list',
  '  show <CODE>',
  ...credentialUsage,
  ...factorUsage,
  ...webhookUsage,
  ...importUsage,
];

const kebab = (field: string) => field.replaceAll('_', '-');
// The office's branches are nested objects: a file gives them, a flag cannot.
const flagFields = tenantFields.filter((field) => field !== 'offices');

/** A flag's text as the value the contract expects: true/false for switches, null to clear. */
function flagValue(text: string): unknown {
  if (text === 'null') return null;
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
}

async function create(db: Db, args: string[], readFile: (path: string) => Promise<string>): Promise<CommandResult> {
  const options = Object.fromEntries([['file', { type: 'string' as const }], ...flagFields.map((field) => [kebab(field), { type: 'string' as const }])]);
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof options }>>;
  try {
    parsed = parseArgs({ args, options, allowPositionals: false });
  } catch (error) {
    return { code: 2, lines: [error instanceof Error ? error.message : String(error), ...officeUsage] };
  }
  const { file, ...flags } = parsed.values as Record<string, string | undefined>;
  let given: Record<string, unknown> = {};
  if (file) {
    try {
      given = JSON.parse(await readFile(file)) as Record<string, unknown>;
    } catch (error) {
      return { code: 2, lines: [`${file}: ${error instanceof Error ? error.message : String(error)}`] };
    }
    if (typeof given !== 'object' || given === null || Array.isArray(given)) return { code: 2, lines: [`${file}: must hold one JSON object`] };
  }
  for (const field of flagFields) {
    const text = flags[kebab(field)];
    if (text !== undefined) given[field] = flagValue(text);
  }
  const input = officeFromInput(given);
  if (!input.ok) return { code: 1, lines: ['The office was not stored:', ...input.problems.map((problem) => `  ${problem}`)] };
  try {
    await createOffice(db, input.tenant);
  } catch (error) {
    if (error instanceof DuplicateOfficeError) return { code: 1, lines: [`The office was not stored: ${error.message}.`] };
    throw error;
  }
  return { code: 0, lines: [`Office ${input.tenant.code} created; its portal answers on the sub-domain ${input.tenant.subdomain}.`] };
}

export async function runOfficeCommand(
  db: Db,
  argv: string[],
  readFile: (path: string) => Promise<string>,
  now: Date,
  config?: WebhookCommandConfig,
  importer?: { io: ImportIo; config: Pick<Config, 'clock'> & Partial<Pick<Config, 'databaseUrl'>> },
): Promise<CommandResult> {
  const [command, ...args] = argv;
  if (importer && command === 'import') return runImportCommand(db, args, importer.io, importer.config);
  if (config && (command === 'webhook' || command === 'events' || command === 'deliveries')) return runWebhookCommand(db, command, args, config, now);
  if (command === 'create') return create(db, args, readFile);
  if (command === 'credential') return runCredentialCommand(db, args, now);
  if (command === 'second-factors') return runFactorCommand(db, args);
  if (command === 'list' && args.length === 0) {
    const offices = await listOffices(db);
    if (!offices.length) return { code: 0, lines: ['No offices yet. Add one with: npm run office -- create --file office.json'] };
    return { code: 0, lines: offices.map((office) => [office.code, office.subdomain, office.full_name ?? '', office.created_at].join('\t')) };
  }
  if (command === 'show' && args.length === 1) {
    const office = await findOffice(db, args[0]!);
    if (!office) return { code: 1, lines: [`No office with code ${args[0]!.toUpperCase()}.`] };
    return { code: 0, lines: [JSON.stringify(office, null, 2)] };
  }
  return { code: 2, lines: officeUsage };
}
