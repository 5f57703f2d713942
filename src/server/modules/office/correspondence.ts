// Messages, mails, tasks and notes the office writes to its customer (issue 37, decision record
// 049), by its own ids through the record operations of records.ts. They are stored in the shapes
// the portal's office items have (notify/office-items.ts), and a new message, mail or task is
// told to the customer as an office item is. The writes are exported for the NDJSON import.
import type { components } from '../../../../generated/office';
import type { OfficeCall, OfficeContext } from '../../contract/handlers';
import { RawReply } from '../../contract/handlers';
import type { OfficeScope } from '../../db/office-scope';
import { sanitisedMailHtml } from '../../mail/sanitise';
import { notifyCustomer, type NotifyKind } from '../../notify';
import { officeMail, officeMessage, officeTask } from '../../notify/office-items';
import type { OfficeHandlers } from '../types';
import { findRecord, putRecord, recordEntry, recordOperations, type RecordKind, type RecordWrite } from './records';
import { officeThreadMessage, threadHandlers } from './thread';

type Schemas = components['schemas'];
/** What a write needs besides the office: the server's clock and log, and the call to audit if any. */
export type WriteContext = Pick<OfficeContext, 'config' | 'log'> & { call?: OfficeCall };

const isOfficeMessage = (data: Record<string, unknown>) => data.source === 'office';

export const messageKind: RecordKind<Schemas['MessageInput']> = {
  table: 'notes',
  name: 'message',
  owns: isOfficeMessage,
  // Dated when first stored, so the same message sent again is unchanged.
  stored: (body, _id, { now, before }) => officeMessage(body.subject, body.message, typeof before?.datetime === 'string' ? before.datetime : now.toISOString()),
};

export const noteKind: RecordKind<Schemas['NoteInput']> = {
  table: 'notes',
  name: 'note',
  owns: (data) => !isOfficeMessage(data),
  stored: (body) => ({ ...body, source: null, seen_by_customer: false }),
};

export const taskKind: RecordKind<Schemas['TaskInput']> = { table: 'tasks', name: 'task', stored: (body) => officeTask(body) };

export const mailKind: RecordKind<Schemas['MailInput']> = {
  table: 'mails',
  name: 'mail',
  stored: (body, _id, { customerId }) => officeMail(customerId, { to: null, cc: null, ...body }),
};

/** Stores the record and, when it is new, tells the customer as the portal tells of office items. */
async function written<Body>(office: OfficeScope, kind: RecordKind<Body>, refs: [string, string], body: Body, context: WriteContext, notify?: NotifyKind) {
  const write = await putRecord(office, kind, refs[0], refs[1], body, context.config.clock(), context.call);
  if (notify && write.result === 'created') {
    await notifyCustomer(
      { db: office.db, config: context.config, log: context.log },
      { tenantId: office.tenantId, customerId: write.records.customerId, kind: notify },
    );
  }
  return write;
}

export const writeMessage = (office: OfficeScope, customerRef: string, recordRef: string, body: Schemas['MessageInput'], context: WriteContext) =>
  written(office, messageKind, [customerRef, recordRef], body, context, 'message');
export const writeTask = (office: OfficeScope, customerRef: string, recordRef: string, body: Schemas['TaskInput'], context: WriteContext) =>
  written(office, taskKind, [customerRef, recordRef], body, context, 'task');
export const writeNote = (office: OfficeScope, customerRef: string, recordRef: string, body: Schemas['NoteInput'], context: WriteContext) =>
  written(office, noteKind, [customerRef, recordRef], body, context);
/** The mail's HTML is sanitised before it is compared or stored. */
export const writeMail = async (office: OfficeScope, customerRef: string, recordRef: string, body: Schemas['MailInput'], context: WriteContext) =>
  written(office, mailKind, [customerRef, recordRef], { ...body, content: await sanitisedMailHtml(body.content) }, context, 'mail');

type Write<Body> = (office: OfficeScope, customerRef: string, recordRef: string, body: Body, context: WriteContext) => Promise<RecordWrite>;
interface PutInput<Body> {
  params: { customer_ref: string; record_ref: string };
  body: Body;
}

/** A PUT handler over a write: 201 for a new record, 200 otherwise, with the record as stored. */
const put =
  <Body>(write: Write<Body>, answer: (write: RecordWrite) => object) =>
  async ({ params, body }: PutInput<Body>, { office, call, config, log }: OfficeContext) => {
    const done = await write(office, params.customer_ref, params.record_ref, body, { config, log, call });
    return new RawReply(done.result === 'created' ? 201 : 200, { result: done.result, ...answer(done) });
  };

const messages = recordOperations<Schemas['MessageInput'], Schemas['Note']>(messageKind);
const mails = recordOperations<Schemas['MailInput'], Schemas['Attachable']>(mailKind);
const tasks = recordOperations<Schemas['TaskInput'], Schemas['Task']>(taskKind);
const notes = recordOperations<Schemas['NoteInput'], Schemas['Note']>(noteKind);
const entry = ({ row, records }: RecordWrite) => recordEntry(row, records.customerId);

export const correspondenceHandlers = {
  ...threadHandlers,
  getMessage: async ({ params }, { office, call }) =>
    officeThreadMessage((await findRecord(office, messageKind, params.customer_ref, params.record_ref, call)).row),
  putMessage: put(writeMessage, ({ row }) => ({ message: officeThreadMessage(row) })),
  deleteMessage: messages.remove,
  listMails: mails.list,
  getMail: mails.get,
  putMail: put(writeMail, entry),
  deleteMail: mails.remove,
  listTasks: tasks.list,
  getTask: tasks.get,
  putTask: put(writeTask, entry),
  deleteTask: tasks.remove,
  listNotes: notes.list,
  getNote: notes.get,
  putNote: put(writeNote, entry),
  deleteNote: notes.remove,
} satisfies Partial<OfficeHandlers>;
