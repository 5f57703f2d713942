// The customer's data to take away (issue 39 item 7): asking for the archive, its state, and the
// download. The archive is built by the export worker (src/server/export/worker.ts); asking and
// downloading are office events, so the office's audit trail counts both.
import { Readable } from 'node:stream';
import { RawReply } from '../../contract/handlers';
import type { ExportRow } from '../../export/store';
import { notFound } from '../../http-error';
import type { PortalHandlers, Schemas } from '../types';

function exportAnswer(row: ExportRow, now: Date): Schemas['DataExport'] {
  const expired = row.expires_at !== null && row.expires_at <= now;
  return {
    id: row.id,
    status: row.ready_at === null ? 'pending' : expired ? 'expired' : 'ready',
    requested_at: row.requested_at.toISOString(),
    ready_at: row.ready_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    size: row.size,
  };
}

export const dataExportHandlers = {
  getDataExport: async (_input, { customer, config }) => {
    const row = await customer.exports().latest();
    return { export: row ? exportAnswer(row, config.clock()) : null };
  },
  postDataExport: async (_input, { customer, config }) => {
    const now = config.clock();
    const { row, created } = await customer.exports().request(now);
    if (created) await customer.recordEvent({ type: 'data_export.requested', record: row.id }, now);
    return new RawReply(202, exportAnswer(row, now));
  },
  getDataExportFile: async ({ params }, { customer, config }) => {
    const now = config.clock();
    const row = await customer.exports().byId(params.id);
    if (!row || exportAnswer(row, now).status !== 'ready') throw notFound();
    await customer.recordEvent({ type: 'data_export.downloaded', record: row.id }, now);
    const day = (row.ready_at ?? now).toISOString().slice(0, 10);
    return new RawReply(200, Readable.from(customer.exports().chunks(row.id)), {
      'content-type': 'application/zip',
      'content-length': String(row.size ?? 0),
      'content-disposition': `attachment; filename="mijn-gegevens-${day}.zip"`,
      'cache-control': 'private, no-store',
    });
  },
} satisfies Partial<PortalHandlers>;
