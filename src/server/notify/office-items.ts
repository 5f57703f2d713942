// New items from the office: a message (note), a task, a mail or a document request (an open step
// of the customer's latest mortgage application), stored in the customer's records in the
// contract's shapes and told to the customer (notifyCustomer). The office's own system is outside
// this server; the development route (dev-office.ts) and the tests add items through here, as an
// office integration would.
import { CustomerScope } from '../db/customer-scope';
import { notifyCustomer, type NotifyDeps, type NotifyResult } from '.';
import type { NotifyKind } from '../../lib/notify-kinds';
import type { Owner } from './subscriptions';

export interface OfficeItem {
  kind: Exclude<NotifyKind, 'signal' | 'document'>;
  title: string;
  text: string;
  /** Who the office's mail comes from. */
  from?: string;
}

type Stored = { id: number } & Record<string, unknown>;

async function requestDocument(scope: CustomerScope, item: OfficeItem, now: string): Promise<number> {
  const mortgages = await scope.records('mortgages');
  const mortgage = mortgages.filter((row) => row.data.status !== 0).at(-1) ?? mortgages.at(-1);
  if (!mortgage) throw new Error('The customer has no mortgage to request a document for');
  const progress = (mortgage.data.progress as Stored[] | undefined) ?? [];
  const id = Math.max(mortgage.id * 100, ...progress.map((step) => step.id)) + 1;
  const step = {
    id,
    mortgage_id: mortgage.id,
    number: progress.length + 1,
    name: item.title,
    comment: item.text,
    status_description: null,
    completed: false,
    received: false,
    sent: false,
    requested_at: now,
    received_at: null,
    sent_at: null,
    updated_at: now,
  };
  const openProgress = Number(mortgage.data.openProgress ?? 0) + 1;
  await scope.updateRecord('mortgages', mortgage.id, { ...mortgage.data, progress: [...progress, step], openProgress, seen_by_customer: false });
  return id;
}

/** A message from the office as the inbox shows it: a note the office wrote (`source: office`). */
export const officeMessage = (title: string, text: string, datetime: string) => ({ title, content: text, datetime, source: 'office', seen_by_customer: false });

export const officeTask = (task: { title: string; status: string; description: string | null; date: string | null; time: string | null }) => ({
  ...task,
  seen_by_customer: false,
});

export interface OfficeEmail {
  subject: string;
  from: string;
  to: string | null;
  cc: string | null;
  date: string;
  /** HTML, already sanitised or made of escaped text. */
  content: string;
}

/** A mail published to the customer, in core's Attachable shape, dated as the mail is. */
export const officeMail = (customerId: number, email: OfficeEmail) => ({
  parent_class: 'customer',
  parent_id: customerId,
  type: 'email',
  name: email.subject,
  created_by: null,
  download_link: null,
  visible_for_customer: true,
  seen_by_customer: false,
  created_at: email.date,
  updated_at: email.date,
  email: { ...email, bcc: null, attachments: [] },
});

async function store(scope: CustomerScope, owner: Owner, username: string, item: OfficeItem, now: Date): Promise<number> {
  const iso = now.toISOString();
  switch (item.kind) {
    case 'message':
      return scope.insertRecord('notes', officeMessage(item.title, item.text, iso));
    case 'task':
      return scope.insertRecord('tasks', officeTask({ title: item.title, status: 'open', description: item.text, date: iso.slice(0, 10), time: null }));
    case 'mail': {
      const content = `<p>${item.text.replace(/[<>&]/g, '')}</p>`;
      return scope.insertRecord(
        'mails',
        officeMail(owner.customerId, { subject: item.title, from: item.from ?? 'office', to: username, cc: null, date: iso, content }),
      );
    }
    case 'document_request':
      return requestDocument(scope, item, iso);
  }
}

/** Stores the item in the customer's records and tells the customer; answers the new row's id. */
export async function addOfficeItem(deps: NotifyDeps, owner: Owner, item: OfficeItem): Promise<{ id: number; notified: NotifyResult }> {
  const scope = new CustomerScope(deps.db, owner.tenantId, owner.customerId);
  const { username } = await scope.profile();
  const id = await scope.transaction((trx) => store(trx, owner, username, item, deps.config.clock()));
  return { id, notified: await notifyCustomer(deps, { ...owner, kind: item.kind }) };
}
