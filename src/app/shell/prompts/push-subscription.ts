/**
 * Subscribes this device to the office's push messages and tells the server, which sends them
 * (issue 29). The subscription is made with the server's VAPID public key, so the push service
 * only takes messages that server signed; one made with an older key is replaced.
 */
import { postPushSubscription, pushKey } from '../../../api/push';

export const canPush = (): boolean =>
  typeof Notification !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  return !!current && new Uint8Array(current).every((byte, at) => byte === key[at]) && current.byteLength === key.length;
};

/** Whether the device is subscribed and the server knows it; false where push is not possible. */
export async function subscribeThisDevice(): Promise<boolean> {
  if (!canPush() || Notification.permission !== 'granted') return false;
  const publicKey = await pushKey();
  if (!publicKey) return false;
  const key = keyBytes(publicKey);
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys, expirationTime } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return false;
  return postPushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, expirationTime: expirationTime ?? null });
}
