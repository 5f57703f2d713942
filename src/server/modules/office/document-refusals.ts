// The office refuses what a customer delivered for a document request, saying why (issue 40,
// decision record 060): the request is the customer's to deliver again, its history keeps the
// verdict, and the customer is told once. Apart from HTTP like the request's own writes.
import { isDeepStrictEqual } from 'node:util';
import type { OfficeCall } from '../../contract/handlers';
import { HttpError } from '../../http-error';
import type { OfficeScope } from '../../db/office-scope';
import type { OfficeHandlers, OfficeSchemas } from '../types';
import { entry, holding, notifier, recordsOf, stepsOf, withSteps, type Step } from './document-requests';
import { recordNotFound, type RecordResult } from './records';

export type DocumentRefusalBody = OfficeSchemas['DocumentRefusalInput'];

const nothingDelivered = () => new HttpError(409, 'nothing_delivered', 'Nothing was delivered for this request');

/** The step refused: open again, its refusal and its history's verdict set. */
function refused(step: Step, body: DocumentRefusalBody, now: string): Step {
  const by = body.by ?? null;
  const refusal = { reason_code: body.reason_code, reason: body.reason, refused_at: now, refused_by: by };
  const verdict = {
    kind: 'refused' as const,
    at: now,
    by: 'office' as const,
    who: by,
    document_id: null,
    name: null,
    reason_code: body.reason_code,
    reason: body.reason,
  };
  return {
    ...step,
    completed: false,
    received: false,
    sent: false,
    received_at: null,
    status_description: null,
    refusal,
    history: [...(step.history ?? []), verdict],
    updated_at: now,
  };
}

/** The same refusal already stands: nothing new to store or tell. */
const standing = (step: Step, body: DocumentRefusalBody) =>
  !step.sent &&
  !step.received &&
  isDeepStrictEqual([step.refusal?.reason_code, step.refusal?.reason, step.refusal?.refused_by], [body.reason_code, body.reason, body.by ?? null]);

export async function refuseDocumentRequest(
  office: OfficeScope,
  customerRef: string,
  requestRef: string,
  body: DocumentRefusalBody,
  options: { call: OfficeCall; now: Date; told?: (customerId: number) => Promise<void> },
) {
  const { call } = options;
  const records = await recordsOf(office, customerRef, call);
  const written = await records.audited(call, async (trx) => {
    const found = await holding(trx, requestRef);
    if (!found) throw recordNotFound();
    call.records.push(`mortgage:${found.row.id}`);
    const { row, step } = found;
    if (standing(step, body)) return { status: 200, value: { result: 'unchanged' as RecordResult, row, step } };
    if (!step.sent && !step.received) throw nothingDelivered();
    const made = refused(step, body, options.now.toISOString());
    const data = withSteps(
      row,
      stepsOf(row).map((other) => (other === step ? made : other)),
    );
    await trx.replace('mortgages', row.id, data);
    return { status: 200, value: { result: 'updated' as RecordResult, row: { ...row, data }, step: made } };
  });
  call.audited = true;
  if (written.result === 'updated' && options.told) await options.told(records.customerId);
  return { result: written.result, ...entry(written.row, written.step) };
}

export const documentRefusalHandlers = {
  refuseDocumentRequest: async ({ params, body }, context) => {
    const options = { call: context.call, now: context.config.clock(), told: notifier(context) };
    const answer = await refuseDocumentRequest(context.office, params.customer_ref, params.record_ref, body, options);
    // Only a mortgage the office put holds its requests, so it has the office's id.
    return { ...answer, office_ref: params.record_ref, mortgage_ref: answer.mortgage_ref! };
  },
} satisfies Partial<OfficeHandlers>;
