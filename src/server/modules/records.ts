// Turning stored rows into answers. The stored `data` already has the contract's shape; the row
// adds the id, the owner and the seen flag. Answers are serialised by the contract's schema, so a
// stored field the contract does not declare never leaves the server.
import type { RecordRow } from '../db/customer-scope';

export function fromRow<T>(row: RecordRow, customerId: number): T {
  const seen = row.data.seen_by_customer === true || row.seen_at !== null;
  return { ...row.data, id: row.id, customer_id: customerId, seen_by_customer: seen } as T;
}

export function fromRows<T>(rows: RecordRow[], customerId: number): T[] {
  return rows.map((row) => fromRow<T>(row, customerId));
}

/** An office-wide row (no owner, no seen flag) in its contract shape. */
export function withId<T>(row: { id: number; data: Record<string, unknown> }, extra: Record<string, unknown> = {}): T {
  return { ...row.data, ...extra, id: row.id } as T;
}

/** A comma-separated `include` query parameter as a set of names. */
export function includes(value: string | string[] | undefined): Set<string> {
  const list = Array.isArray(value) ? value : (value ?? '').split(',');
  return new Set(list.map((name) => name.trim()).filter(Boolean));
}
