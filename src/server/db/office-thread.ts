// A customer's thread as the office reads it (issue 37, decision record 049): the messages the
// customer sent (the messages table) and the office's messages (notes with source `office`),
// merged in the order they were stored, a page at a time after a cursor of (time, kind, id).
import { sql } from 'kysely';
import type { Db } from './database';

/** `c` a message the customer sent, `n` the office's message (a note row). */
export type ThreadKind = 'c' | 'n';
export interface ThreadPosition {
  /** Microseconds since 1970 of the row's created_at. */
  micros: string;
  kind: ThreadKind;
  id: number;
}
export interface ThreadRow extends ThreadPosition {
  office_ref: string | null;
  subject: string | null;
  message: string;
  created_at: Date;
  seen: boolean;
}

const micros = sql<string>`(extract(epoch from created_at) * 1000000)::bigint`;

const after = (kind: ThreadKind, from: ThreadPosition | null) =>
  from ? sql<boolean>`(${micros}, ${kind}::text, id) > (${from.micros}::bigint, ${from.kind}::text, ${from.id}::integer)` : sql<boolean>`true`;

export async function threadPage(db: Db, tenantId: number, customerId: number, from: ThreadPosition | null, limit: number): Promise<ThreadRow[]> {
  const sent = await db
    .selectFrom('messages')
    .select(['id', 'subject', 'message', 'created_at', micros.as('micros')])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where(after('c', from))
    .orderBy(micros)
    .orderBy('id')
    .limit(limit)
    .execute();
  const office = await db
    .selectFrom('notes')
    .select(['id', 'office_ref', 'data', 'seen_at', 'created_at', micros.as('micros')])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('person', '=', 'customer')
    .where(sql<string>`data->>'source'`, '=', 'office')
    .where(after('n', from))
    .orderBy(micros)
    .orderBy('id')
    .limit(limit)
    .execute();
  const rows: ThreadRow[] = [
    ...sent.map((row) => ({ ...row, micros: String(row.micros), kind: 'c' as const, office_ref: null, seen: false })),
    ...office.map((row) => {
      const data = row.data as Record<string, unknown>;
      return {
        id: row.id,
        micros: String(row.micros),
        kind: 'n' as const,
        office_ref: row.office_ref,
        subject: typeof data.title === 'string' ? data.title : null,
        message: typeof data.content === 'string' ? data.content : '',
        created_at: row.created_at,
        seen: row.seen_at !== null || data.seen_by_customer === true,
      };
    }),
  ];
  const key = (row: ThreadPosition) => [BigInt(row.micros), row.kind, row.id] as const;
  rows.sort((a, b) => {
    const [am, ak, ai] = key(a);
    const [bm, bk, bi] = key(b);
    return am !== bm ? (am < bm ? -1 : 1) : ak !== bk ? (ak < bk ? -1 : 1) : ai - bi;
  });
  return rows.slice(0, limit);
}
