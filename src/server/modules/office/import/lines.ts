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
import { importKinds, type KindWrite, type RecordField } from './kinds';

type ImportLine = components['schemas']['ImportLine'];
export type ImportResult = components['schemas']['ImportResult'];

export interface ImportTarget {
  office: OfficeScope;
  circumstances: Circumstances;
  /** The call's audit entry for each line that changed something; none for the operator's command. */
  audit?: () => Omit<AuditRecord, 'status' | 'records'>;
}

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

async function storeLine(line: ImportLine, target: ImportTarget): Promise<ImportResult['result']> {
  return inTransaction(target.office.db, async (trx) => {
    const customer = await writeCustomer(new OfficeScope(trx, target.office.tenantId), target.circumstances, line.ref, line.customer);
    // The line's records are this customer's: they reuse its id rather than look it up a record at a time.
    const office = new OfficeScope(trx, target.office.tenantId, { ref: line.ref, id: customer.row.id });
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

/** Stores the lines one by one as they are read, yielding each one's result before reading the next. */
export async function* importLines(lines: AsyncIterable<StreamedLine<ImportLine>>, target: ImportTarget): AsyncGenerator<LineDone> {
  for await (const streamed of lines) {
    const { line, bytes } = streamed;
    if (!streamed.ok) {
      yield { line, bytes, ref: refOf(streamed.value), result: 'refused', errors: streamed.errors };
      continue;
    }
    try {
      yield { line, bytes, ref: streamed.value.ref, result: await storeLine(streamed.value, target) };
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      yield { line, bytes, ref: streamed.value.ref, result: 'refused', errors: problemsOf(error) };
    }
  }
}

/** A result as its answer line: the contract's fields only. */
export const resultLine = ({ line, ref, result, errors }: LineDone): string =>
  `${JSON.stringify(errors ? { line, ref, result, errors } : { line, ref, result })}\n`;
