// Documents the office asks a customer for (issue 37, decision record 048): a request is a step of
// the application of a mortgage the office put (core's ProgressStep, where the portal's upload
// list and the customer's upload already look), found by the office's id kept on the step. The
// write is apart from HTTP, so the NDJSON import stores requests the same way.
import { isDeepStrictEqual } from 'node:util';
import { RawReply, type OfficeCall, type OfficeContext } from '../../contract/handlers';
import type { OfficeRecordRow, OfficeRecords } from '../../db/office-records';
import type { OfficeScope } from '../../db/office-scope';
import { openCount, requestStatus } from '../../../lib/request-status';
import { notifyCustomer } from '../../notify';
import type { OfficeHandlers, OfficeSchemas } from '../types';
import { customerNotFound, recordNotFound, type RecordResult } from './records';

export type DocumentRequestBody = OfficeSchemas['DocumentRequestInput'];
export type Step = OfficeSchemas['ProgressStep'] & { office_ref?: string | null };

export interface DocumentRequestWriteOptions {
  call: OfficeCall;
  now: Date;
  /** Told of a new request once it is stored (the customer's notification). */
  created?: (customerId: number) => Promise<void>;
}

export const stepsOf = (row: OfficeRecordRow) => (row.data.progress as Step[] | undefined) ?? [];

/** The mortgage's data with these steps, its count of open requests kept true. */
export const withSteps = (row: OfficeRecordRow, steps: Step[]) => ({ ...row.data, progress: steps, openProgress: openCount(steps) });

export function entry(row: OfficeRecordRow, step: Step) {
  const { office_ref: ref = null, ...request } = step;
  return { office_ref: ref, mortgage_ref: row.office_ref, status: requestStatus(step), request };
}

/** The step the body makes, keeping what the customer's upload and the first request set. */
function stepOf(
  body: DocumentRequestBody,
  ref: string,
  place: { id: number; mortgage_id: number; number: number | null },
  before: Step | undefined,
  now: string,
): Step {
  const received = body.status !== 'requested';
  // A document asked for again is the customer's to send again.
  const sent = received && (before?.sent ?? false);
  const history = before?.history ?? [];
  // Completing a request the customer delivered for is the office's verdict on it, as a refusal is.
  const accepted = body.status === 'completed' && before !== undefined && !before.completed && (before.sent || history.some((line) => line.kind === 'version'));
  const verdict = { kind: 'accepted' as const, at: now, by: 'office' as const, who: null, document_id: null, name: null, reason_code: null, reason: null };
  return {
    ...place,
    name: body.name,
    comment: body.comment ?? null,
    status_description: body.status_description ?? null,
    completed: body.status === 'completed',
    received,
    sent,
    requested_at: before?.requested_at ?? now,
    received_at: received ? (before?.received_at ?? now) : null,
    sent_at: sent ? (before?.sent_at ?? null) : null,
    updated_at: accepted ? now : (before?.updated_at ?? now),
    office_ref: ref,
    // A refusal stands while the document is asked for again; its history always stays.
    ...(body.status === 'requested' && before?.refusal ? { refusal: before.refusal } : {}),
    ...(accepted ? { history: [...history, verdict] } : before?.history ? { history: before.history } : {}),
  };
}

export async function recordsOf(office: OfficeScope, customerRef: string, call: OfficeCall): Promise<OfficeRecords> {
  const records = await office.customerRecords(customerRef);
  if (!records) throw customerNotFound();
  call.records.push(`customer:${records.customerId}`);
  return records;
}

/** The customer's mortgage holding the request with this office id, and the request. */
export async function holding(records: OfficeRecords, ref: string) {
  for (const row of await records.list('mortgages')) {
    const step = stepsOf(row).find((candidate) => candidate.office_ref === ref);
    if (step) return { row, step };
  }
  return undefined;
}

/** Adds or replaces the request under the office's id, with its audit entry in the same transaction. */
export async function putDocumentRequest(
  office: OfficeScope,
  customerRef: string,
  requestRef: string,
  body: DocumentRequestBody,
  options: DocumentRequestWriteOptions,
) {
  const { call } = options;
  const now = options.now.toISOString();
  const records = await recordsOf(office, customerRef, call);
  const written = await records.audited(call, async (trx) => {
    const target = await trx.byRef('mortgages', body.mortgage_ref, true);
    if (!target) throw recordNotFound();
    call.records.push(`mortgage:${target.id}`);
    const found = await holding(trx, requestRef);
    const stays = found?.row.id === target.id ? found.step : undefined;
    const steps = stepsOf(target);
    const place = stays ?? { id: Math.max(target.id * 100, ...steps.map((step) => step.id)) + 1, mortgage_id: target.id, number: steps.length + 1 };
    const made = stepOf(body, requestRef, { id: place.id, mortgage_id: place.mortgage_id, number: place.number }, found?.step, now);
    if (stays && isDeepStrictEqual(made, stays)) return { status: 200, value: { result: 'unchanged' as RecordResult, row: target, step: stays } };
    const step = { ...made, updated_at: now };
    if (found && !stays) {
      await trx.replace(
        'mortgages',
        found.row.id,
        withSteps(
          found.row,
          stepsOf(found.row).filter((other) => other !== found.step),
        ),
      );
    }
    const next = stays ? steps.map((other) => (other.office_ref === requestRef ? step : other)) : [...steps, step];
    const data = withSteps(target, next);
    await trx.replace('mortgages', target.id, data);
    return { status: found ? 200 : 201, value: { result: (found ? 'updated' : 'created') as RecordResult, row: { ...target, data }, step } };
  });
  call.audited = true;
  if (written.result === 'created' && options.created) await options.created(records.customerId);
  return { result: written.result, ...entry(written.row, written.step) };
}

/** Withdraws the request with this office id from its mortgage's application. */
export async function removeDocumentRequest(office: OfficeScope, customerRef: string, requestRef: string, call: OfficeCall): Promise<void> {
  const records = await recordsOf(office, customerRef, call);
  await records.audited(call, async (trx) => {
    const found = await holding(trx, requestRef);
    if (!found) throw recordNotFound();
    call.records.push(`mortgage:${found.row.id}`);
    const row = (await trx.byRef('mortgages', found.row.office_ref!, true)) ?? found.row;
    await trx.replace(
      'mortgages',
      row.id,
      withSteps(
        row,
        stepsOf(row).filter((step) => step.office_ref !== requestRef),
      ),
    );
    return { status: 200, value: null };
  });
  call.audited = true;
}

export const notifier = (context: OfficeContext) => async (customerId: number) => {
  const { office, config, log } = context;
  const notice = { tenantId: office.tenantId, customerId, kind: 'document_request' as const };
  await notifyCustomer({ db: office.db, config, log }, notice).catch((error: unknown) =>
    log.warn({ err: error }, 'telling a customer of a document request failed'),
  );
};

export const documentRequestHandlers = {
  listDocumentRequests: async ({ params }, { office, call }) => {
    const records = await recordsOf(office, params.customer_ref, call);
    const rows = await records.list('mortgages');
    call.records.push(...rows.map((row) => `mortgage:${row.id}`));
    return { entries: rows.flatMap((row) => stepsOf(row).map((step) => entry(row, step))) };
  },

  getDocumentRequest: async ({ params }, { office, call }) => {
    const records = await recordsOf(office, params.customer_ref, call);
    const found = await holding(records, params.record_ref);
    if (!found) throw recordNotFound();
    call.records.push(`mortgage:${found.row.id}`);
    return entry(found.row, found.step);
  },

  putDocumentRequest: async ({ params, body }, context) => {
    const options = { call: context.call, now: context.config.clock(), created: notifier(context) };
    const answer = await putDocumentRequest(context.office, params.customer_ref, params.record_ref, body, options);
    const written = { ...answer, office_ref: params.record_ref, mortgage_ref: body.mortgage_ref };
    return written.result === 'created' ? new RawReply(201, written) : written;
  },

  deleteDocumentRequest: async ({ params }, { office, call }) => {
    await removeDocumentRequest(office, params.customer_ref, params.record_ref, call);
    return { success: true };
  },
} satisfies Partial<OfficeHandlers>;
