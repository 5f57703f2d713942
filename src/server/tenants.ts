// Offices (tenants) by id, name or code. Every request looks its office up, so answers are kept
// for a few seconds; an office's settings change rarely and never mid-request. A change through
// this instance drops them at once (forget); another instance sees it within those seconds.
import { sql } from 'kysely';
import type { Db } from './db/database';

export interface TenantRow {
  id: number;
  name: string;
  code: string;
  settings: Record<string, unknown>;
}

const TTL_MS = 5_000;
const widgetKeys = [
  'advies_widgets_interest_list_key',
  'advies_widgets_scenarios_key',
  'advies_widgets_maximum_mortgage_key',
  'advies_widgets_refinance_key',
  'advies_widgets_sustainability_key',
];

const officeQuery = (db: Db) => db.selectFrom('tenants').select(['id', 'name', 'code', 'settings']);

/** The office with this code, read now: for a command that looks one office up once. */
export const officeByCode = (db: Db, code: string) => officeQuery(db).where('code', '=', code.toUpperCase()).executeTakeFirst();

export class Tenants {
  private cache = new Map<string, { row: TenantRow | null; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  private async cached(key: string, load: () => Promise<TenantRow | undefined>): Promise<TenantRow | null> {
    const hit = this.cache.get(key);
    const now = this.clock().getTime();
    if (hit && hit.until > now) return hit.row;
    const row = (await load()) ?? null;
    this.cache.set(key, { row, until: now + TTL_MS });
    return row;
  }

  private query() {
    return officeQuery(this.db);
  }

  byName(name: string) {
    return this.cached(`name:${name.toLowerCase()}`, () => this.query().where('name', '=', name.toLowerCase()).executeTakeFirst());
  }

  byCode(code: string) {
    return this.cached(`code:${code.toUpperCase()}`, () => officeByCode(this.db, code));
  }

  /** The office one of whose advice-widget keys (the advice services' api_key) this is. */
  byWidgetKey(key: string) {
    return this.cached(`key:${key}`, () =>
      this.query()
        .where((eb) => eb.or(widgetKeys.map((name) => eb(sql<string>`settings->>${name}`, '=', key))))
        .executeTakeFirst(),
    );
  }

  /** Drops what this instance kept of the office, after a change of its settings here. */
  forget(id: number): void {
    for (const [key, hit] of this.cache) if (hit.row?.id === id) this.cache.delete(key);
  }

  byId(id: number) {
    return this.cached(`id:${id}`, () => this.query().where('id', '=', id).executeTakeFirst());
  }
}
