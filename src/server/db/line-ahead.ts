// What the import's line knows of its customer's rows before it writes them (decision record 050):
// the rows under the line's office ids, read a table at a time (or known absent for a customer the
// line just created), and the ids its new rows will have, reserved in one statement. The record
// and document writes ask here first, so a line costs a statement per table it touches rather
// than one per record; any ref or table the line did not plan falls through to the database.
import { sql } from 'kysely';
import type { Db } from './database';

/** The tables of a customer's records that the office fills by its own ids. */
export type AheadTable = 'mortgages' | 'policies' | 'damages' | 'tasks' | 'notes' | 'mails' | 'documents';

export class LineAhead {
  /** Per table: each planned ref's row, or null when it has none. */
  private readonly rows = new Map<AheadTable, Map<string, unknown>>();
  private readonly ids = new Map<AheadTable, number[]>();

  private constructor(private readonly db: Db) {}

  /**
   * The plan for the line's refs per table: each table's rows as `read` finds them (locked, as the
   * single writes lock them), or, for a customer the line created, none to read and an id
   * reserved for every new row of `reserve`'s tables.
   */
  static async plan(
    db: Db,
    customer: { id: number; created: boolean },
    refs: Map<AheadTable, string[]>,
    reserve: ReadonlySet<AheadTable>,
    read: (table: AheadTable, refs: string[]) => Promise<ReadonlyArray<{ office_ref: string | null }>>,
  ): Promise<LineAhead> {
    const ahead = new LineAhead(db);
    const tables = [...refs].filter(([, list]) => list.length > 0);
    for (const [table, list] of tables) ahead.rows.set(table, new Map(list.map((ref) => [ref, null])));
    if (customer.created) {
      await ahead.reserveIds(tables.filter(([table]) => reserve.has(table)).map(([table, list]) => [table, list.length] as const));
      return ahead;
    }
    for (const [table, list] of tables) for (const row of await read(table, list)) ahead.rows.get(table)!.set(row.office_ref!, row);
    return ahead;
  }

  /** Ids for the new rows of each table, from the tables' own sequences, in one statement. */
  private async reserveIds(counts: ReadonlyArray<readonly [AheadTable, number]>) {
    if (counts.length === 0) return;
    const parts = counts.map(
      ([table, count]) => sql`select ${table}::text as name, nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
    );
    const { rows } = await sql<{ name: AheadTable; id: number }>`${sql.join(parts, sql` union all `)}`.execute(this.db);
    for (const { name, id } of rows) this.ids.set(name, [...(this.ids.get(name) ?? []), id]);
  }

  /** The planned row under `ref` (null: none), or undefined when the line did not plan it. */
  row<Row>(table: AheadTable, ref: string): Row | null | undefined {
    return this.rows.get(table)?.get(ref) as Row | null | undefined;
  }

  /** A reserved id for a new row of the table, if one is left. */
  takeId(table: AheadTable): number | undefined {
    return this.ids.get(table)?.shift();
  }

  /** Keeps the plan true after a write: the row as stored now under `ref`. */
  wrote(table: AheadTable, ref: string, row: unknown) {
    this.rows.get(table)?.set(ref, row);
  }

  /** Leaves `ref`, or the row with this id, to the database from now on: the writer has no copy of its row as stored. */
  forget(table: AheadTable, which: { ref: string } | { id: number }) {
    const rows = this.rows.get(table);
    if (!rows) return;
    if ('ref' in which) rows.delete(which.ref);
    else for (const [ref, row] of rows) if ((row as { id?: number } | null)?.id === which.id) rows.delete(ref);
  }
}
