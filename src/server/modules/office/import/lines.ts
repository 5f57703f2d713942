// The import's one implementation (decision record 050), for the importCustomers endpoint and the
// operator's `npm run office -- import`: each validated line is the customer's put and its
// records' puts in one transaction, so a refused line stores nothing of itself and the next line
// goes on. A line that changed something gets one audit entry naming what it touched.
import type { components } from '../../../../../generated/office';
import type { StreamedLine } from '../../../contract/ndjson';
import { inTransaction } from '../../../db/database';
import { OfficeScope, type AuditRecord } from '../../../db/office-scope';
import type { FieldProblem } from '../../../errors';
import { HttpError } from '../../../http-error';
import { writeCustomer, type Circumstances } from '../customers';
import type { AheadTable } from '../../../db/line-ahead';
import { importKinds, importTables, reservedTables, type KindWrite, type RecordField } from './kinds';

type ImportLine = components['schemas']['ImportLine'];
export type ImportResult = components['schemas']['ImportResult'];

export interface ImportTarget {
  office: OfficeScope;
  circumstances: Circumstances;
  /** The call's audit entry for each line that changed something; none for the operator's command. */
  audit?: () => Omit<AuditRecord, 'status' | 'records'>;
  /** How many lines are stored at once (linesAtOnce); one when not set. */
  parallel?: number;
}

/** PostgreSQL's code for a row that a unique index refused. */
const UNIQUE_VIOLATION = '23505';
/** Lines in flight on PostgreSQL: the pool has ten connections and the portal keeps serving. */
const LINES_AT_ONCE = 4;

/** One line's result and the bytes it took in the file (for a progress bar). */
export type LineDone = ImportResult & { bytes: number };

const refOf = (value: unknown): string | null => {
  const ref = (value as { ref?: unknown } | null)?.ref;
  return typeof ref === 'string' ? ref : null;
};

/** A write's refusal (a username taken, say) as the fields a 400 answer would name. */
function problemsOf(error: HttpError): FieldProblem[] {
  if (error.details?.length) return error.details.map((detail) => ({ ...detail, field: detail.field.replace(/^body\b/, 'line') }));
  const field = error.code === 'customer_username_taken' ? 'line.customer.username' : 'line';
  return [{ field, code: error.code, message: error.message }];
}

/** The line's office ids of records per table. */
function refsOf(line: ImportLine): Map<AheadTable, string[]> {
  const refs = new Map<AheadTable, string[]>();
  for (const field of Object.keys(importTables) as RecordField[]) {
    const table = importTables[field];
    refs.set(table, [...(refs.get(table) ?? []), ...(line[field] ?? []).map((entry) => entry.ref)]);
  }
  return refs;
}

async function storeLine(line: ImportLine, target: ImportTarget): Promise<ImportResult['result']> {
  return inTransaction(target.office.db, async (trx) => {
    const customer = await writeCustomer(new OfficeScope(trx, target.office.tenantId), target.circumstances, line.ref, line.customer);
    // The line's records are this customer's: they reuse its id, and its rows are read a table at a time.
    const planned = { id: customer.row.id, created: customer.result === 'created' };
    const office = await new OfficeScope(trx, target.office.tenantId).forLine(line.ref, planned, refsOf(line), reservedTables);
    const records = [`customer:${customer.row.id}`];
    let changed = customer.result !== 'unchanged';
    for (const field of Object.keys(importKinds) as RecordField[]) {
      const write = importKinds[field] as KindWrite<RecordField>;
      for (const [index, entry] of (line[field] ?? []).entries()) {
        const written = await write(office, line.ref, entry, target.circumstances, `line.${field}.${index}`);
        records.push(`${written.name}:${written.id}`);
        changed ||= written.result !== 'unchanged';
      }
    }
    const result = customer.result === 'created' ? 'created' : changed ? 'updated' : 'unchanged';
    if (changed && target.audit) await office.recordCall({ ...target.audit(), records, status: result === 'created' ? 201 : 200 });
    return result;
  });
}

/** One line's result: stored, or refused with its fields. `earlier` settles once every line before it has. */
async function lineResult(streamed: StreamedLine<ImportLine>, target: ImportTarget, earlier: Promise<unknown>): Promise<LineDone> {
  const { line, bytes } = streamed;
  if (!streamed.ok) return { line, bytes, ref: refOf(streamed.value), result: 'refused', errors: streamed.errors };
  try {
    // A line that met a line beside it at a unique index (the same username, say) is stored
    // again once every line before it is in, so it meets their rows as a single put would.
    const result = await storeLine(streamed.value, target).catch(async (error: unknown) => {
      if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION || (target.parallel ?? 1) === 1) throw error;
      await earlier;
      return storeLine(streamed.value, target);
    });
    return { line, bytes, ref: streamed.value.ref, result };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return { line, bytes, ref: streamed.value.ref, result: 'refused', errors: problemsOf(error) };
  }
}

/**
 * Stores the lines as they are read, up to `target.parallel` at once, each on a connection of its
 * own, and yields each result in the file's order as soon as it and those before it are done. No
 * line is read while `parallel` results wait to be taken.
 */
export async function* importLines(lines: AsyncIterable<StreamedLine<ImportLine>>, target: ImportTarget): AsyncGenerator<LineDone> {
  const parallel = target.parallel ?? 1;
  const waiting: Promise<LineDone>[] = [];
  const lastOf = new Map<string, Promise<unknown>>();
  let everyEarlier: Promise<unknown> = Promise.resolve();
  const start = (streamed: StreamedLine<ImportLine>) => {
    // A line waits for the earlier lines of its customer and of its username, so they meet in the file's order.
    const keys = streamed.ok ? [`ref:${streamed.value.ref}`, `username:${streamed.value.customer.username.toLowerCase()}`] : [];
    const before = everyEarlier;
    const done = Promise.all(keys.map((key) => lastOf.get(key))).then(() => lineResult(streamed, target, before));
    // Its failure is thrown when its turn comes; until then it must not count as unhandled.
    const settled = done.then(
      () => undefined,
      () => undefined,
    );
    for (const key of keys) {
      lastOf.set(key, settled);
      void settled.then(() => lastOf.get(key) === settled && lastOf.delete(key));
    }
    everyEarlier = Promise.all([before, settled]);
    waiting.push(done);
  };
  const iterator = lines[Symbol.asyncIterator]();
  try {
    let next: Promise<IteratorResult<StreamedLine<ImportLine>>> | undefined;
    for (;;) {
      if (waiting.length >= parallel) {
        yield await waiting.shift()!;
        continue;
      }
      next ??= iterator.next();
      // The oldest result goes out as soon as it is done, even while the next line is still on its way.
      const readFirst =
        waiting.length === 0 ||
        (await Promise.race([
          next.then(() => true),
          waiting[0]!.then(
            () => false,
            () => false,
          ),
        ]));
      if (!readFirst) {
        yield await waiting.shift()!;
        continue;
      }
      const read = await next;
      next = undefined;
      if (read.done) break;
      start(read.value);
    }
    while (waiting.length > 0) yield await waiting.shift()!;
  } finally {
    await iterator.return?.();
  }
}

/** How many lines go to the database at once: PostgreSQL takes them on connections of their own; PGlite has one. */
export const linesAtOnce = (databaseUrl: string | null | undefined) => (databaseUrl ? LINES_AT_ONCE : 1);

/** A result as its answer line: the contract's fields only. */
export const resultLine = ({ line, ref, result, errors }: LineDone): string =>
  `${JSON.stringify(errors ? { line, ref, result, errors } : { line, ref, result })}\n`;
