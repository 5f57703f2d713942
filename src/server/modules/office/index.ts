// The office API (openapi/office.yaml, issue 37): an office's own system reads and replaces its
// settings and reads back its audit trail, through the scope of its credential's office only.
import { HttpError } from '../../http-error';
import { officeFromInput, widgetKeyFields, type Tenant } from '../../offices/office-input';
import { tenantAnswer } from '../tenant';
import type { OfficeHandlers } from '../types';
import { eventHandlers } from './events';

/** Sent back as they are: the office's address is the operator's to change, widget keys the server's. */
const readOnlyFields = ['code', 'name', 'subdomain', ...widgetKeyFields] as const;
const DEFAULT_PAGE = 100;

export const refused = (where: string, code: string, message: string) =>
  new HttpError(400, 'validation_error', `${where} ${message}`, [{ field: where, code, message }]);
const readOnly = (fields: readonly string[]) =>
  new HttpError(
    400,
    'validation_error',
    `${fields.join(', ')} cannot be changed through the office API`,
    fields.map((field) => ({ field: `body.${field}`, code: 'field_read_only', message: 'cannot be changed through the office API' })),
  );
/** The largest entry id there can be (a 32-bit key); a later cursor reads nothing rather than failing. */
const LAST_ID = 2_147_483_647;

export const officeHandlers = {
  ...eventHandlers,
  getOffice: async (_input, { office, call }) => {
    const row = await office.tenant();
    call.records.push(`tenant:${row.id}`);
    return tenantAnswer(row);
  },

  putOffice: async ({ body }, { office, call }) => {
    const row = await office.tenant();
    const stored = tenantAnswer(row) as Record<string, unknown>;
    const sent = body as Record<string, unknown>;
    const changed = readOnlyFields.filter((field) => (sent[field] ?? null) !== (stored[field] ?? null));
    if (changed.length) throw readOnly(changed);
    const settable = Object.fromEntries(Object.entries(sent).filter(([field]) => !(widgetKeyFields as string[]).includes(field)));
    const input = officeFromInput(settable);
    if (!input.ok) throw refused('body', 'field_invalid', input.problems.join('; '));
    const keys = Object.fromEntries(widgetKeyFields.map((field) => [field, stored[field] ?? null]));
    // The server's own settings (the cancellation window) stay; every field of the entity is replaced.
    const settings = { ...row.settings, ...input.tenant, ...keys };
    call.records.push(`tenant:${row.id}`);
    await office.replaceSettings(settings, { ...call, status: 200 });
    call.audited = true;
    return tenantAnswer({ ...row, settings }) as Tenant;
  },

  getAuditTrail: async ({ query }, { office, call }) => {
    const after = query.cursor === undefined ? 0 : Math.min(Number(query.cursor), LAST_ID);
    const rows = await office.auditEntries(after, query.limit ?? DEFAULT_PAGE);
    if (rows.length) call.records.push(`audit:${rows[0]!.id}-${rows.at(-1)!.id}`);
    const entries = rows.map((row) => ({ ...row, records: row.records as string[], at: new Date(row.at).toISOString() }));
    return { entries, next_cursor: rows.length ? String(rows.at(-1)!.id) : (query.cursor ?? null) };
  },
} satisfies Partial<OfficeHandlers>;
