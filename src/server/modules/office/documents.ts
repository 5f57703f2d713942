// The office API's documents (issue 37, decision record 048): the office gives a customer a file by
// its own id, reads back every document of the customer a page at a time, and downloads any of
// them, the customer's own uploads included, by the portal's id the `document.uploaded` event
// carries. The writes themselves are in document-writes.ts, which the NDJSON import shares.
import { RawReply, type OfficeContext } from '../../contract/handlers';
import { HttpError } from '../../http-error';
import { notifyCustomer } from '../../notify';
import { documentAnswer, fileReply } from '../documents/document-answer';
import type { OfficeDocumentRow } from '../../db/office-documents';
import type { OfficeHandlers } from '../types';
import { documentsOf, putDocument, removeDocument } from './document-writes';
import { recordNotFound } from './records';

const DEFAULT_PAGE = 100;
/** The largest document id there can be (a 32-bit key); a later cursor reads nothing rather than failing. */
const LAST_ID = 2_147_483_647;

const entry = (row: OfficeDocumentRow, customerId: number, now: Date) => ({
  office_ref: row.office_ref,
  document: documentAnswer(row, customerId, now),
});

/** Tells the customer of a new or changed document, as the portal tells of an office's items. */
const notifier = (context: OfficeContext) => async (customerId: number) => {
  const { office, config, log } = context;
  await notifyCustomer({ db: office.db, config, log }, { tenantId: office.tenantId, customerId, kind: 'document' }).catch((error: unknown) =>
    log.warn({ err: error }, 'telling a customer of an office document failed'),
  );
};

export const documentHandlers = {
  listCustomerDocuments: async ({ params, query }, { office, call, config }) => {
    const documents = await documentsOf(office, params.customer_ref, call);
    const after = query.cursor === undefined ? 0 : Math.min(Number(query.cursor), LAST_ID);
    const rows = await documents.page(after, query.limit ?? DEFAULT_PAGE);
    call.records.push(...rows.map((row) => `document:${row.id}`));
    const now = config.clock();
    return {
      entries: rows.map((row) => entry(row, documents.customerId, now)),
      next_cursor: rows.length ? String(rows.at(-1)!.id) : (query.cursor ?? null),
    };
  },

  getCustomerDocument: async ({ params }, { office, call, config }) => {
    const documents = await documentsOf(office, params.customer_ref, call);
    const row = await documents.byRef(params.record_ref);
    if (!row) throw recordNotFound();
    call.records.push(`document:${row.id}`);
    return entry(row, documents.customerId, config.clock());
  },

  putCustomerDocument: async ({ params, body, files }, context) => {
    const file = files.find((candidate) => candidate.field === 'content');
    if (!file) throw new HttpError(400, 'validation_error', 'body.content is required');
    const { content: _file, ...details } = body;
    const now = context.config.clock();
    const options = { call: context.call, now, filename: file.filename, stored: notifier(context) };
    const written = await putDocument(context.office, params.customer_ref, params.record_ref, details, file.data, options);
    const answer = { result: written.result, ...entry(written.row, written.customerId, now), office_ref: params.record_ref };
    return written.result === 'created' ? new RawReply(201, answer) : answer;
  },

  deleteCustomerDocument: async ({ params }, { office, call }) => {
    await removeDocument(office, params.customer_ref, params.record_ref, call);
    return { success: true };
  },

  getDocumentFile: async ({ params }, { office, call }) => {
    const documents = await documentsOf(office, params.customer_ref, call);
    const row = await documents.byId(params.document_id);
    if (!row) throw recordNotFound();
    call.records.push(`document:${row.id}`);
    return fileReply(row, 'attachment');
  },
} satisfies Partial<OfficeHandlers>;
