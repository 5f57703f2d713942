// A customer's data archives, bound to one office and one customer like the rest of their scope
// (src/server/db/customer-scope.ts): the account tab's handlers reach them only here.
import { chunksOf, exportById, latestExport, requestExport, type Owner } from '../export/store';
import type { Db } from './database';

export class CustomerExports {
  constructor(
    private readonly db: Db,
    private readonly owner: Owner,
  ) {}

  latest() {
    return latestExport(this.db, this.owner);
  }

  byId(id: number) {
    return exportById(this.db, this.owner, id);
  }

  request(now: Date) {
    return requestExport(this.db, this.owner, now);
  }

  async *chunks(id: number) {
    const row = await exportById(this.db, this.owner, id);
    if (row) yield* chunksOf(this.db, row);
  }
}
