// The customer's signals: the active list (neither finished nor snoozed at the server's clock),
// and snoozing or dismissing one. A dismissal sets finished_at and is remembered apart, so the
// daily run does not raise the same computed signal again while its cause lasts.
import { addDays, instantOf, isoWithOffset, wallClockOf } from '../../../lib/amsterdam-time';
import type { CustomerContext } from '../../contract/handlers';
import { HttpError } from '../../http-error';
import { redrawn } from '../../signals/redraw';
import { fromRow, fromRows } from '../records';
import type { PortalHandlers, Schemas } from '../types';

/** The latest day a signal may be snoozed to, counted from today. */
export const MAX_SNOOZE_DAYS = 366;

const isActive = (signal: Schemas['Signal'], now: Date) =>
  signal.finished_at === null && (signal.snoozed_until === null || Date.parse(signal.snoozed_until) <= now.getTime());

/** The customer's own unfinished signal, locked for the change; another's answers 404 like a missing one. */
async function openSignal(context: CustomerContext, id: number) {
  const row = await context.customer.recordForUpdate('signals', id);
  if (!row || row.data.finished_at != null) throw new HttpError(404, 'signal_not_found', 'No open signal of yours has this id');
  return row;
}

async function change(context: CustomerContext, id: number, type: 'signal.snoozed' | 'signal.dismissed', patch: (now: Date) => Record<string, unknown>) {
  const now = context.config.clock();
  return context.customer.transaction(async (scope) => {
    const row = await openSignal({ ...context, customer: scope }, id);
    const data = { ...row.data, ...patch(now), updated_at: isoWithOffset(now) };
    await scope.updateRecord('signals', id, data);
    await scope.recordEvent({ type, record: id, data: { about: typeof row.data.searchable_type === 'string' ? row.data.searchable_type : null } }, now);
    return fromRow<Schemas['Signal']>({ ...row, data }, scope.customerId);
  });
}

export const signalHandlers = {
  getActiveSignals: async (_input, { customer, config, tenant }) => {
    const now = config.clock();
    const [rows, account] = await Promise.all([customer.records('signals'), customer.profile()]);
    // Core §1: any pronoun other than 'JE' means the polite form.
    const formal = tenant.settings.pronoun !== 'JE';
    const read = rows.map((row) => ({ ...row, data: redrawn(row.data, account.language, formal) }));
    return fromRows<Schemas['Signal']>(read, customer.customerId).filter((signal) => isActive(signal, now));
  },
  snoozeSignal: async ({ params, body }, context) => {
    const today = wallClockOf(context.config.clock()).date;
    if (body.snoozed_until <= today || body.snoozed_until > addDays(today, MAX_SNOOZE_DAYS)) {
      throw new HttpError(400, 'signal_snooze_date_invalid', 'body.snoozed_until must lie after today and within a year', [
        { field: 'body.snoozed_until', code: 'signal_snooze_date_invalid', message: 'must lie after today and within a year' },
      ]);
    }
    return change(context, params.id, 'signal.snoozed', () => ({ snoozed_until: isoWithOffset(instantOf(body.snoozed_until, '00:00')) }));
  },
  dismissSignal: async ({ params }, context) =>
    // dismissed_at is not the contract's: it stays in the stored record and never leaves the server.
    change(context, params.id, 'signal.dismissed', (now) => ({ status: 'finished', finished_at: isoWithOffset(now), dismissed_at: isoWithOffset(now) })),
} satisfies Partial<PortalHandlers>;
