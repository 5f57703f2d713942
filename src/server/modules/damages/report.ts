// A damage report: the claim and its files in one transaction, so a report never exists without
// the files the customer sent, nor a file without its claim. Files are checked before anything
// is stored; one wrong or oversized file refuses the whole report and stores nothing.
import type { UploadedFile } from '../../contract/multipart';
import type { CustomerScope } from '../../db/customer-scope';
import { HttpError } from '../../http-error';
import { preparedFile } from '../documents/upload';

export const fileGroups = ['claim_form', 'purchase_invoice', 'quote_repair_costs', 'damage', 'other'] as const;

export interface DamageReport {
  type: string;
  estimated: number;
  date: string;
  cause: string;
}

/** The date picker allows at most the current year (core §5); the schema cannot say "this year". */
function checkDate(date: string, now: Date) {
  if (Number(date.slice(0, 4)) > now.getFullYear()) {
    throw new HttpError(400, 'validation_error', 'body.date lies after the current year', [
      { field: 'body.date', code: 'field_out_of_range', message: 'must lie in the current year or before' },
    ]);
  }
}

export async function storeDamageReport(customer: CustomerScope, report: DamageReport, files: UploadedFile[], now: Date) {
  checkDate(report.date, now);
  const grouped = files.filter((file) => (fileGroups as readonly string[]).includes(file.field));
  const prepared = await Promise.all(grouped.map(async (file) => ({ group: file.field, file: await preparedFile(file, file.filename) })));
  return customer.transaction(async (scope) => {
    const damageId = await scope.insertRecord('damages', {
      type: report.type,
      cause: report.cause,
      date: report.date,
      description: null,
      estimated: report.estimated,
      policy_contract_number: null,
      settled: false,
      // Received by the office and not yet handled: open, so the customer's list says so at once.
      status: 'open',
      progress_items: [],
      payments: [],
      pay_to: 1,
      // The customer wrote it, so it is not news to them.
      seen_by_customer: true,
      created_at: now.toISOString(),
    });
    for (const { group, file } of prepared) {
      await scope.insertDocument({
        category: 'polissen',
        name: file.name,
        mime_type: file.mime_type,
        extension: file.extension,
        filesize: file.filesize,
        content: file.content,
        deletable: true,
        data: { damage_id: damageId, type: group },
        idempotency_key: null,
      });
    }
    await scope.recordEvent({ type: 'damage.reported', record: damageId, data: { files: prepared.length } }, now);
    return damageId;
  });
}
