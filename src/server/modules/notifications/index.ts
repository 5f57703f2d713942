// The customer's push subscriptions and notification preferences (issue 29). The rows are reached
// through the token owner's scope only, bound to its office and customer.
import { RawReply } from '../../contract/handlers';
import { HttpError, notFound } from '../../http-error';
import { pushTarget } from '../../notify/push-hosts';
import type { PortalHandlers } from '../types';

const endpointRefused = () =>
  new HttpError(400, 'push_endpoint_invalid', "A push endpoint must be an https address of a browser's push service", [
    { field: 'body.endpoint', code: 'push_endpoint_invalid', message: "must be an https address of a browser's push service" },
  ]);

export const notificationHandlers = {
  getPushKey: async (_input, { config }) => ({ public_key: config.vapid.publicKey }),
  postPushSubscription: async ({ body }, { config, customer, sessionId }) => {
    if (!pushTarget(body.endpoint, config)) throw endpointRefused();
    // An endpoint another customer holds answers as a new one would: the answer tells nobody whose it is.
    await customer.devices().save(sessionId, body);
    return new RawReply(201, { success: true });
  },
  deletePushSubscription: async ({ query }, { customer }) => {
    if (!(await customer.devices().remove(query.endpoint))) throw notFound();
    return { success: true };
  },
  postNotificationPreferences: async ({ body }, { customer }) => {
    await customer.updateProfile({ notificationPreferences: body });
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
