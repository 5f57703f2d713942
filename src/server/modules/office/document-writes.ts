// Writing a customer's document by the office's own id (issue 37, decision record 048), apart from
// HTTP so the NDJSON import stores its base64 files the same way: the file passes the customer
// upload's checks (type from its bytes, photo metadata removed), the same file and details again
// change nothing, and every change is stored with its audit entry in one transaction.
import type { OfficeCall } from '../../contract/handlers';
import type { NewDocument } from '../../db/customer-rows';
import type { OfficeDocumentRow, OfficeDocuments } from '../../db/office-documents';
import type { OfficeScope } from '../../db/office-scope';
import { preparedFile } from '../documents/upload';
import type { OfficeSchemas } from '../types';
import { customerNotFound, recordNotFound } from './records';

/** The details of a document as the office sends them beside its file. */
export type DocumentBody = Omit<OfficeSchemas['DocumentInput'], 'content'>;
export type DocumentResult = OfficeSchemas['DocumentPut']['result'];

export interface DocumentWriteOptions {
  call: OfficeCall;
  now: Date;
  /** The file's own name, when it came with one: the stored name falls back on it. */
  filename?: string;
  /** Told of a new or changed document once it is stored (the customer's notification). */
  stored?: (customerId: number) => Promise<void>;
}

export interface DocumentWrite {
  result: DocumentResult;
  row: OfficeDocumentRow;
  customerId: number;
}

/** The office's customer's documents; 404 `customer_not_found` when the office has no customer by this ref. */
export async function documentsOf(office: OfficeScope, customerRef: string, call: OfficeCall): Promise<OfficeDocuments> {
  const documents = await office.customerDocuments(customerRef);
  if (!documents) throw customerNotFound();
  call.records.push(`customer:${documents.customerId}`);
  return documents;
}

type Compared = Pick<NewDocument, 'name' | 'category' | 'mime_type'> & { content: Uint8Array };
const same = (row: Compared, stored: Compared) =>
  row.name === stored.name &&
  row.category === stored.category &&
  row.mime_type === stored.mime_type &&
  Buffer.from(row.content).equals(Buffer.from(stored.content));

/** The document as it is stored: the file through the customer upload's checks, the office's to remove. */
async function documentOf(body: DocumentBody, bytes: Uint8Array, filename = ''): Promise<NewDocument> {
  const file = await preparedFile({ field: 'content', filename, mimetype: '', data: Buffer.from(bytes) }, body.name);
  return {
    category: body.category ?? 'klanten',
    name: file.name,
    mime_type: file.mime_type,
    extension: file.extension,
    filesize: file.filesize,
    content: file.content,
    // The office's document is the office's to remove, never the customer's.
    deletable: false,
    data: {},
    idempotency_key: null,
  };
}

/** What a store did to the document with this id; `audit` stores the entry in the same transaction. */
type Stored = { result: DocumentResult; id: number };
type StoreAudit = (documents: OfficeDocuments, stored: Stored) => Promise<void>;

/** Finds, compares and writes the document in one transaction, the caller's when it is in one; undefined when a concurrent first put stored the id first. */
function storeOnce(documents: OfficeDocuments, ref: string, document: NewDocument, now: Date, audit?: StoreAudit) {
  return documents.transaction(async (trx): Promise<Stored | undefined> => {
    const row = await trx.byRef(ref, true);
    let stored: Stored;
    if (!row) {
      const id = await trx.insert(ref, document);
      if (id === undefined) return undefined;
      stored = { result: 'created', id };
    } else if (same(document, row)) {
      stored = { result: 'unchanged', id: row.id };
    } else {
      await trx.replace(row.id, { ...document, data: { updated_at: now.toISOString() } });
      stored = { result: 'updated', id: row.id };
    }
    if (audit) await audit(trx, stored);
    return stored;
  });
}

/** Stores the document; a first put that met a concurrent first put of the same id is retried once as an update. */
async function stored(documents: OfficeDocuments, ref: string, document: NewDocument, now: Date, audit?: StoreAudit): Promise<Stored> {
  const done = (await storeOnce(documents, ref, document, now, audit)) ?? (await storeOnce(documents, ref, document, now, audit));
  if (!done) throw new Error('a document put lost to a concurrent put twice');
  return done;
}

/**
 * Stores the file under the office's id with no audit entry and no notice of its own, in the
 * caller's transaction: for the NDJSON import, whose line has one audit entry for all it wrote.
 * A file of a refused type or a damaged photo throws as putDocument's does.
 */
export async function storeDocument(
  office: OfficeScope,
  customerRef: string,
  documentRef: string,
  body: DocumentBody,
  bytes: Uint8Array,
  now: Date,
): Promise<Stored> {
  const documents = await office.customerDocuments(customerRef);
  if (!documents) throw customerNotFound();
  return stored(documents, documentRef, await documentOf(body, bytes), now);
}

/** Stores the file under the office's id: created, updated or unchanged (nothing written, not even the audit entry's transaction). */
export async function putDocument(
  office: OfficeScope,
  customerRef: string,
  documentRef: string,
  body: DocumentBody,
  bytes: Uint8Array,
  options: DocumentWriteOptions,
): Promise<DocumentWrite> {
  const { call, now } = options;
  const documents = await documentsOf(office, customerRef, call);
  const document = await documentOf(body, bytes, options.filename);
  const before = await documents.byRef(documentRef);
  if (before && same(document, before)) {
    call.records.push(`document:${before.id}`);
    return { result: 'unchanged', row: before, customerId: documents.customerId };
  }
  const { result } = await stored(documents, documentRef, document, now, async (trx, { result, id }) => {
    call.records.push(`document:${id}`);
    await trx.recordCall({ ...call, status: result === 'created' ? 201 : 200 });
  });
  call.audited = true;
  if (options.stored) await options.stored(documents.customerId);
  return { result, row: (await documents.byRef(documentRef))!, customerId: documents.customerId };
}

/** Removes the document the office put under this id, and its file. */
export async function removeDocument(office: OfficeScope, customerRef: string, documentRef: string, call: OfficeCall): Promise<void> {
  const documents = await documentsOf(office, customerRef, call);
  const row = await documents.byRef(documentRef);
  if (!row) throw recordNotFound();
  call.records.push(`document:${row.id}`);
  await documents.audited(call, async (trx) => {
    await trx.remove(row.id);
    return { status: 200, value: null };
  });
  call.audited = true;
}
