// The customer's push subscriptions and notification preferences (issue 29). The rows are reached
// through the owner of the token only: every query below is bound to its office and customer.
import { RawReply } from '../../contract/handlers';
import { HttpError, notFound } from '../../http-error';
import { pushTarget } from '../../notify/push-hosts';
import { removeSubscription, saveSubscription } from '../../notify/subscriptions';
import { json } from '../../db/database';
import type { PortalHandlers } from '../types';

const endpointRefused = () =>
  new HttpError(400, 'push_endpoint_invalid', "A push endpoint must be an https address of a browser's push service", [
    { field: 'body.endpoint', code: 'push_endpoint_invalid', message: "must be an https address of a browser's push service" },
  ]);

export const notificationHandlers = {
  getPushKey: async (_input, { config }) => ({ public_key: config.vapid.publicKey }),
  postPushSubscription: async ({ body }, { accounts, config, customer, sessionId }) => {
    if (!pushTarget(body.endpoint, config)) throw endpointRefused();
    // An endpoint another customer holds answers as a new one would: the answer tells nobody whose it is.
    await saveSubscription(accounts, { tenantId: customer.tenantId, customerId: customer.customerId, sessionId }, body);
    return new RawReply(201, { success: true });
  },
  deletePushSubscription: async ({ query }, { accounts, customer }) => {
    if (!(await removeSubscription(accounts, { tenantId: customer.tenantId, customerId: customer.customerId }, query.endpoint))) throw notFound();
    return { success: true };
  },
  postNotificationPreferences: async ({ body }, { accounts, customer }) => {
    await accounts
      .updateTable('customers')
      .set({ notification_preferences: json(body) })
      .where('tenant_id', '=', customer.tenantId)
      .where('id', '=', customer.customerId)
      .execute();
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
