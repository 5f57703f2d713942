// The push subscription calls: the server's VAPID public key, and this device's subscription.
import type { components } from '../../generated/portal';
import { portalClient } from './client';

/** The key the push service checks the server's messages against; null when it can't be read. */
export async function pushKey(): Promise<string | null> {
  const { data } = await portalClient.GET('/customer/push_subscription/key');
  return data?.public_key ?? null;
}

/** Whether the server took this device's subscription. */
export async function postPushSubscription(body: components['schemas']['PushSubscriptionBody']): Promise<boolean> {
  const { response } = await portalClient.POST('/customer/push_subscription', { body });
  return response.ok;
}
