// Storing an upload: what it belongs to (a requested mortgage or damage document, a customer,
// policy or mortgage, or nothing), and in the same transaction as the document the requested
// item is marked received, so a failed upload leaves neither half behind.
import type { UploadedFile } from '../../contract/multipart';
import type { CustomerScope } from '../../db/customer-scope';
import { cleanName, inspectFile } from '../../files/inspect';
import { stripMetadata } from '../../files/strip-metadata';
import { HttpError, notFound } from '../../http-error';
import type { CustomerRecordTableName } from '../../db/schema';
import { openCount } from '../../../lib/request-status';
import type { Schemas } from '../types';

interface Step {
  id: number;
  completed?: boolean;
  received: boolean;
  sent: boolean;
  refusal?: Schemas['ProgressStepRefusal'] | null;
  history?: Schemas['ProgressStepEvent'][];
}

/** Where a document goes and which requested item (a step in a record's list) it answers. */
export interface UploadTarget {
  category: 'klanten' | 'polissen' | 'hypotheken';
  links: Record<string, number | string | null>;
  answers?: { table: CustomerRecordTableName; id: number; list: 'progress' | 'progress_items'; stepId: number };
}

export const notAllowedType = () => new HttpError(415, 'file_type_not_allowed', 'This kind of file cannot be uploaded');
// A photo that cannot be cleaned of its metadata is not stored as it came.
const damaged = () => new HttpError(415, 'file_damaged', 'The file is damaged: its photo metadata cannot be removed');

async function findStep(customer: CustomerScope, table: 'mortgages' | 'damages', list: 'progress' | 'progress_items', stepId: number) {
  for (const row of await customer.records(table)) {
    if ((row.data[list] as Step[] | undefined)?.some((step) => step.id === stepId)) return row;
  }
  throw notFound();
}

export async function uploadTarget(customer: CustomerScope, body: Record<string, unknown>): Promise<UploadTarget> {
  const { mortgage_progress_id: mortgageStep, damage_progress_id: damageStep, parent_type: parentType, parent_id: parentId } = body;
  if (typeof mortgageStep === 'number') {
    const mortgage = await findStep(customer, 'mortgages', 'progress', mortgageStep);
    return {
      category: 'hypotheken',
      links: { mortgage_id: mortgage.id, mortgage_progress_id: mortgageStep },
      answers: { table: 'mortgages', id: mortgage.id, list: 'progress', stepId: mortgageStep },
    };
  }
  if (typeof damageStep === 'number') {
    const damage = await findStep(customer, 'damages', 'progress_items', damageStep);
    return {
      category: 'polissen',
      links: { damage_id: damage.id, damage_progress_id: damageStep },
      answers: { table: 'damages', id: damage.id, list: 'progress_items', stepId: damageStep },
    };
  }
  if (typeof parentId === 'number') {
    if (parentType === 'klanten' && parentId !== customer.customerId) throw notFound();
    if (parentType === 'polissen' && !(await customer.record('policies', parentId))) throw notFound();
    if (parentType === 'hypotheken' && !(await customer.record('mortgages', parentId))) throw notFound();
    const link = parentType === 'polissen' ? 'policy_id' : parentType === 'hypotheken' ? 'mortgage_id' : null;
    return { category: parentType as UploadTarget['category'], links: link ? { [link]: parentId } : {} };
  }
  return { category: 'klanten', links: {} };
}

/** A mortgage step's history gains the version; a refusal it answers is over (decision record 060). */
function versioned(step: Step, version: { document_id: number; name: string }, at: string): Step {
  const line: Schemas['ProgressStepEvent'] = { kind: 'version', at, by: 'customer', who: null, ...version, reason_code: null, reason: null };
  return { ...step, refusal: null, history: [...(step.history ?? []), line] };
}

/** Marks the requested item received and keeps the mortgage's count of open requests true. */
async function markReceived(scope: CustomerScope, answers: NonNullable<UploadTarget['answers']>, now: Date, version: { document_id: number; name: string }) {
  const row = await scope.recordForUpdate(answers.table, answers.id);
  if (!row) throw notFound();
  const at = now.toISOString();
  const steps = ((row.data[answers.list] as Step[] | undefined) ?? []).map((step) => {
    if (step.id !== answers.stepId) return step;
    // The office's status text described the step before the upload; the flags now say it is in.
    const delivered = { ...step, received: true, sent: true, status_description: null, updated_at: at };
    return answers.table === 'mortgages' ? versioned(delivered, version, at) : delivered;
  });
  const data: Record<string, unknown> = { ...row.data, [answers.list]: steps };
  if (answers.table === 'mortgages') data.openProgress = openCount(steps);
  await scope.updateRecord(answers.table, answers.id, data);
}

/** A file checked for its type, its name cleaned and its photo metadata removed. */
export async function preparedFile(file: UploadedFile, name: string) {
  const kind = await inspectFile(file.data, file.filename);
  if (!kind) throw notAllowedType();
  const content = await stripMetadata(file.data, kind.mime_type);
  if (!content) throw damaged();
  return { ...kind, name: cleanName(name, file.filename || 'document'), content, filesize: content.length };
}

export async function storeUpload(
  customer: CustomerScope,
  target: UploadTarget,
  file: Awaited<ReturnType<typeof preparedFile>>,
  idempotencyKey: string | null,
  now: Date,
  type: string | null = null,
): Promise<number> {
  try {
    return await insertOnce(customer, target, file, idempotencyKey, now, type);
  } catch (error) {
    // Two tries of one upload at the same moment: the other one stored it, so answer its id.
    const duplicate = (error as { code?: string }).code === '23505' && idempotencyKey;
    const earlier = duplicate ? await customer.documentIdByIdempotencyKey(idempotencyKey) : undefined;
    if (earlier) return earlier;
    throw error;
  }
}

function insertOnce(
  customer: CustomerScope,
  target: UploadTarget,
  file: Awaited<ReturnType<typeof preparedFile>>,
  idempotencyKey: string | null,
  now: Date,
  type: string | null,
): Promise<number> {
  return customer.transaction(async (scope) => {
    const earlier = idempotencyKey ? await scope.documentIdByIdempotencyKey(idempotencyKey) : undefined;
    if (earlier) return earlier;
    const id = await scope.insertDocument({
      category: target.category,
      name: file.name,
      mime_type: file.mime_type,
      extension: file.extension,
      filesize: file.filesize,
      content: file.content,
      deletable: true,
      data: { ...target.links, type },
      idempotency_key: idempotencyKey,
    });
    if (target.answers) await markReceived(scope, target.answers, now, { document_id: id, name: file.name });
    await scope.recordEvent({ type: 'document.uploaded', record: id, data: { category: target.category } }, now);
    return id;
  });
}
