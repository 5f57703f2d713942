// The record kinds a line of the import may carry (decision record 050): the line's field, as
// openapi/components/office-import.yaml names it, and the kind's own write function, the one its
// single put uses. A new kind is one property of ImportLine in the contract and one entry here.
import type { components } from '../../../../../generated/office';
import type { AheadTable } from '../../../db/line-ahead';
import type { OfficeScope } from '../../../db/office-scope';
import type { Circumstances } from '../customers';
import { HttpError } from '../../../http-error';
import { sanitisedMailHtml } from '../../../mail/sanitise';
import { mailKind, messageKind, noteKind, taskKind } from '../correspondence';
import { damageKind } from '../damages';
import { storeDocument } from '../document-writes';
import { mortgageKind } from '../mortgages';
import { policyKind } from '../policies';
import { putRecord, type RecordKind, type RecordResult } from '../records';

type ImportLine = components['schemas']['ImportLine'];
/** The line's fields that hold records: every field but the customer's own. */
export type RecordField = Exclude<keyof ImportLine, 'ref' | 'customer'>;
type RecordOf<Field extends RecordField> = NonNullable<ImportLine[Field]>[number];

/** What a write did, and the record's `kind:id` for the audit trail. */
export interface Written {
  result: RecordResult;
  name: string;
  id: number;
}

export type KindWrite<Field extends RecordField> = (
  office: OfficeScope,
  customerRef: string,
  entry: RecordOf<Field>,
  circumstances: Circumstances,
  /** The entry's place in the line (`line.documents.0`), for a refusal to name its field. */
  at: string,
) => Promise<Written>;

/** A jsonb record kind's put, with no audit entry of its own: the line has one. */
const recordWrite =
  <Body>(kind: RecordKind<Body>) =>
  async (office: OfficeScope, customerRef: string, entry: { ref: string; record: Body }, { now }: Circumstances): Promise<Written> => {
    const { result, row } = await putRecord(office, kind, customerRef, entry.ref, entry.record, now);
    return { result, name: kind.name, id: row.id };
  };

/** A file the upload's checks refuse (its type, a damaged photo), named at its field like a 400 answer's details. */
const fileRefusal =
  (field: string) =>
  (error: unknown): never => {
    if (!(error instanceof HttpError) || error.status !== 415) throw error;
    throw new HttpError(400, error.code, error.message, [{ field, code: error.code, message: error.message }]);
  };

export const importKinds: { [Field in RecordField]: KindWrite<Field> } = {
  mortgages: recordWrite(mortgageKind),
  policies: recordWrite(policyKind),
  damages: recordWrite(damageKind),
  messages: recordWrite(messageKind),
  mails: async (office, customerRef, entry, circumstances) =>
    recordWrite(mailKind)(
      office,
      customerRef,
      { ...entry, record: { ...entry.record, content: await sanitisedMailHtml(entry.record.content) } },
      circumstances,
    ),
  tasks: recordWrite(taskKind),
  notes: recordWrite(noteKind),
  documents: async (office, customerRef, { ref, record: { content, ...details } }, { now }, at) => {
    const { result, id } = await storeDocument(office, customerRef, ref, details, Buffer.from(content, 'base64'), now).catch(
      fileRefusal(`${at}.record.content`),
    );
    return { result, name: 'document', id };
  },
};

/** The table each field's records live in, for the line's plan (line-ahead.ts). */
export const importTables: { [Field in RecordField]: AheadTable } = {
  mortgages: mortgageKind.table,
  policies: policyKind.table,
  damages: damageKind.table,
  messages: messageKind.table,
  mails: mailKind.table,
  tasks: taskKind.table,
  notes: noteKind.table,
  documents: 'documents',
};

/** The tables whose new rows take an id reserved ahead: a document's row needs none to be whole. */
export const reservedTables: ReadonlySet<AheadTable> = new Set(Object.values(importTables).filter((table) => table !== 'documents'));
