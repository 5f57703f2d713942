// The customer's thread through the office API (issue 37, decision record 049): what the customer
// sent, with the portal id its `message.sent` or `task.done` event carries, and what the office
// put in, oldest first, paged by a cursor of the last message's (time, kind, id).
import type { components } from '../../../../generated/office';
import type { OfficeRecordRow } from '../../db/office-records';
import { threadPage, type ThreadPosition, type ThreadRow } from '../../db/office-thread';
import type { OfficeHandlers } from '../types';
import { customerOf } from './records';

type ThreadMessage = components['schemas']['ThreadMessage'];
const DEFAULT_PAGE = 100;

const cursorOf = (row: ThreadPosition) => `${row.micros}-${row.kind}${row.id}`;
function positionOf(cursor: string | undefined): ThreadPosition | null {
  const match = cursor === undefined ? null : /^(\d+)-([cn])(\d+)$/.exec(cursor);
  return match ? { micros: match[1]!, kind: match[2] as ThreadPosition['kind'], id: Math.min(Number(match[3]), 2_147_483_647) } : null;
}

/** An office message (a note row with source `office`) as the thread shows it. */
export function officeThreadMessage(row: OfficeRecordRow & { created_at: Date | string }): ThreadMessage {
  return {
    id: row.id,
    from: 'office',
    office_ref: row.office_ref,
    subject: typeof row.data.title === 'string' ? row.data.title : null,
    message: typeof row.data.content === 'string' ? row.data.content : '',
    at: new Date(row.created_at).toISOString(),
    seen_by_customer: row.seen_at !== null || row.data.seen_by_customer === true,
  };
}

const fromThread = (row: ThreadRow): ThreadMessage => ({
  id: row.id,
  from: row.kind === 'c' ? 'customer' : 'office',
  office_ref: row.office_ref,
  subject: row.subject,
  message: row.message,
  at: new Date(row.created_at).toISOString(),
  seen_by_customer: row.kind === 'c' ? null : row.seen,
});

export const threadHandlers = {
  listMessages: async ({ params, query }, { office, call }) => {
    const records = await customerOf(office, params.customer_ref, call);
    const rows = await threadPage(office.db, office.tenantId, records.customerId, positionOf(query.cursor), query.limit ?? DEFAULT_PAGE);
    for (const row of rows) call.records.push(`${row.kind === 'c' ? 'customer_message' : 'message'}:${row.id}`);
    return { messages: rows.map(fromThread), next_cursor: rows.length ? cursorOf(rows.at(-1)!) : (query.cursor ?? null) };
  },
} satisfies Partial<OfficeHandlers>;
