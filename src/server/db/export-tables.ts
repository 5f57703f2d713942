// Table types of the customer's data to take away (issue 39), beside schema.ts, which names them.
import type { Generated } from 'kysely';

export interface DataExportsTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  requested_at: Date;
  /** Until when a worker holds the build; a build whose lease ran out is taken again. */
  lease_until: Date | null;
  ready_at: Date | null;
  expires_at: Date | null;
  size: number | null;
}

/** The zip in order, as it streamed out of the archiver. */
export interface DataExportChunksTable {
  export_id: number;
  seq: number;
  bytes: Buffer;
}
