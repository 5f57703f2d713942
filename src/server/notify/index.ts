// Telling a customer of a new item from the office (a message, task, mail or document request) or a
// new signal: by push to each of their devices, or by the daily e-mail digest when they chose it or
// have no device that takes push, or not at all, as their preferences say.
import { addressContext } from '../../lib/formal-address';
import type { Db } from '../db/database';
import { queueDigestItem } from './digest';
import { officeShortName } from './office-name';
import { preferencesOf, type Channel, type NotifyKind } from '../../lib/notify-kinds';
import { pushTo, type PushConfig, type PushLog } from './send';
import { subscriptionsOf } from './subscriptions';
import { pushPayload } from './texts';

export type { NotifyKind } from '../../lib/notify-kinds';

export interface NotifyDeps {
  db: Db;
  config: PushConfig & { clock: () => Date };
  log: PushLog;
}

export interface Notice {
  tenantId: number;
  customerId: number;
  kind: NotifyKind;
}

export interface NotifyResult {
  /** The channel the customer chose for this kind. */
  channel: Channel;
  /** Devices that took the push message. */
  pushed: number;
  /** Whether the item waits for the e-mail digest. */
  queued: boolean;
}

export async function notifyCustomer(deps: NotifyDeps, notice: Notice): Promise<NotifyResult> {
  const { db, config, log } = deps;
  const owner = { tenantId: notice.tenantId, customerId: notice.customerId };
  const customer = await db
    .selectFrom('customers')
    .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
    .select(['customers.language', 'customers.notification_preferences', 'tenants.name', 'tenants.settings'])
    .where('customers.tenant_id', '=', notice.tenantId)
    .where('customers.id', '=', notice.customerId)
    .executeTakeFirst();
  if (!customer) return { channel: 'none', pushed: 0, queued: false };
  const channel = preferencesOf(customer.notification_preferences)[notice.kind];
  if (channel === 'none') return { channel, pushed: 0, queued: false };
  let pushed = 0;
  if (channel === 'push') {
    const office = { name: customer.name, settings: customer.settings };
    const formal = addressContext(customer.settings.pronoun as string | undefined) === 'u';
    const payload = pushPayload(notice.kind, customer.language, officeShortName(office), formal);
    const devices = await subscriptionsOf(db, owner, config.clock());
    const outcomes = await Promise.all(devices.map((device) => pushTo(db, config, log, device, payload)));
    pushed = outcomes.filter((outcome) => outcome === 'delivered').length;
  }
  // Push that reached no device falls back to the digest, so the customer still hears of it.
  if (pushed > 0) return { channel, pushed, queued: false };
  await queueDigestItem(db, owner, notice.kind, config.clock());
  return { channel, pushed, queued: true };
}
