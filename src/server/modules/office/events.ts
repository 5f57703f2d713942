// The office API's events and webhook deliveries (openapi/paths/office-events.yaml, issue 37):
// what the credential's office's customers did, and the webhook deliveries it did not take.
import { deliveryAnswer } from '../../events/deliveries';
import { eventAnswer } from '../../events/outbox';
import { HttpError } from '../../http-error';
import type { OfficeHandlers } from '../types';

const DEFAULT_PAGE = 100;
/** The largest number there can be (a 32-bit key); a later cursor reads nothing rather than failing. */
const LAST_ID = 2_147_483_647;

const after = (cursor: string | undefined) => (cursor === undefined ? 0 : Math.min(Number(cursor), LAST_ID));

export const eventHandlers = {
  listEvents: async ({ query }, { office, call }) => {
    const rows = await office.events().events(after(query.cursor), query.limit ?? DEFAULT_PAGE);
    if (rows.length) call.records.push(`event:${rows[0]!.seq}-${rows.at(-1)!.seq}`);
    return { events: rows.map(eventAnswer), next_cursor: rows.length ? String(rows.at(-1)!.seq) : (query.cursor ?? null) };
  },

  listWebhookDeliveries: async ({ query }, { office, call }) => {
    const rows = await office.events().failedDeliveries(after(query.cursor), query.limit ?? DEFAULT_PAGE);
    if (rows.length) call.records.push(`delivery:${rows[0]!.delivery_id}-${rows.at(-1)!.delivery_id}`);
    return { deliveries: rows.map(deliveryAnswer), next_cursor: rows.length ? String(rows.at(-1)!.delivery_id) : (query.cursor ?? null) };
  },

  resendWebhookDelivery: async ({ params }, { office, call, config }) => {
    const row = await office.events().resend(params.id, config.clock());
    if (!row) throw new HttpError(404, 'webhook_delivery_not_found', 'The office has no failed delivery with this id');
    call.records.push(`delivery:${params.id}`);
    return deliveryAnswer(row);
  },
} satisfies Partial<OfficeHandlers>;
