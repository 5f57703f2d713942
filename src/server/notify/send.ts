// One Web Push request per device: the payload encrypted for it (aes128gcm, RFC 8291) and signed
// with our VAPID key (RFC 8292) by the web-push package. A push service that answers 404 or 410
// says the subscription is gone for good, so it is removed; other failures leave it for next time.
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../db/database';
import type { VapidKeys } from './vapid';
import { removeGoneSubscription, type StoredSubscription } from './subscriptions';
import type { PushPayload } from './texts';

/** How long a push service keeps a message for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

export interface PushLog {
  warn(details: object, message: string): void;
}

export type PushOutcome = 'delivered' | 'gone' | 'failed';

export async function pushTo(db: Db, vapid: VapidKeys, log: PushLog, subscription: StoredSubscription, payload: PushPayload): Promise<PushOutcome> {
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapid, TTL: TIME_TO_LIVE_SECONDS, timeout: REQUEST_TIMEOUT_MS, contentEncoding: 'aes128gcm' },
    );
    return 'delivered';
  } catch (error) {
    const status = error instanceof WebPushError ? error.statusCode : null;
    if (status === 404 || status === 410) {
      await removeGoneSubscription(db, subscription.id);
      return 'gone';
    }
    // The endpoint identifies a device: the log names the row only.
    log.warn({ subscription: subscription.id, status, code: (error as NodeJS.ErrnoException).code }, 'push not delivered');
    return 'failed';
  }
}
