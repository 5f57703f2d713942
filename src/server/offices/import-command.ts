// `npm run office -- import <CODE> <file.ndjson>`: the operator's import of an office's customers,
// the endpoint's own code on the database directly (decision record 050). Progress shows lines
// and bytes done of the file's size; the summary counts each result and lists the refused lines.
import type { Config } from '../config';
import type { Db } from '../db/database';
import { OfficeScope } from '../db/office-scope';
import { circumstancesOf } from '../modules/office/customers';
import { importFileLines } from '../modules/office/import/file';
import { importLines, linesAtOnce, type LineDone } from '../modules/office/import/lines';
import { officeByCode } from '../tenants';
import type { CommandResult } from './command-result';

export interface ImportIo {
  /** The file's bytes, read as they are asked for, and its size. */
  open(path: string): Promise<{ body: AsyncIterable<Buffer>; size: number }>;
  /** Shows how far the import is; `final` once it is done. */
  progress(done: { lines: number; bytes: number; size: number }, final: boolean): void;
}

export const importUsage = ['  import <CODE> <file.ndjson>                     customers with their records, one per line (decision record 050)'];

/** Refused lines listed in the summary; past this only counted, so the summary stays small. */
const LISTED = 1000;
/** How often progress is shown, in lines. */
const EVERY = 100;

const refusal = ({ line, ref, errors }: LineDone) =>
  `  line ${line}${ref ? ` (${ref})` : ''}: ${(errors ?? []).map((error) => `${error.field} ${error.code} ${error.message}`).join('; ')}`;

export async function runImportCommand(
  db: Db,
  args: string[],
  io: ImportIo,
  config: Pick<Config, 'clock'> & Partial<Pick<Config, 'databaseUrl'>>,
): Promise<CommandResult> {
  const [code, path] = args;
  if (!code || !path || args.length !== 2) return { code: 2, lines: ['Usage:', ...importUsage] };
  const tenant = await officeByCode(db, code);
  if (!tenant) return { code: 1, lines: [`No office with code ${code.toUpperCase()}.`] };
  let file: Awaited<ReturnType<ImportIo['open']>>;
  try {
    file = await io.open(path);
  } catch (error) {
    return { code: 2, lines: [`${path}: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  const refused: string[] = [];
  const done = { lines: 0, bytes: 0, size: file.size };
  const target = { office: new OfficeScope(db, tenant.id), circumstances: circumstancesOf({ tenant, config }), parallel: linesAtOnce(config.databaseUrl) };
  for await (const result of importLines(importFileLines(file.body), target)) {
    counts[result.result] += 1;
    done.lines = result.line;
    done.bytes += result.bytes;
    if (result.result === 'refused' && refused.length < LISTED) refused.push(refusal(result));
    if (done.lines % EVERY === 0) io.progress(done, false);
  }
  io.progress({ ...done, bytes: file.size }, true);
  const summary = `${tenant.code}: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused.`;
  const unlisted = counts.refused - refused.length;
  return {
    code: counts.refused ? 1 : 0,
    lines: [summary, ...(refused.length ? ['Refused:', ...refused] : []), ...(unlisted > 0 ? [`  and ${unlisted} more refused lines`] : [])],
  };
}

const BAR = 30;
const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/** Progress as the terminal shows it: a bar redrawn in place on a terminal, one plain line otherwise. */
export function progressText({ lines, bytes, size }: { lines: number; bytes: number; size: number }, terminal: boolean): string {
  const share = size ? Math.min(1, bytes / size) : 1;
  const text = `${lines} lines, ${megabytes(bytes)} of ${megabytes(size)} MB (${Math.round(share * 100)}%)`;
  if (!terminal) return `${text}\n`;
  const filled = Math.round(share * BAR);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${text}`;
}
