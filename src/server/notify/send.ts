// One Web Push request per device: the payload encrypted for it (aes128gcm, RFC 8291) and signed
// with our VAPID key (RFC 8292) by the web-push package, sent with fetch (web-push's own sender
// speaks https only, and the tests' push service is plain http outside production). A push
// service that answers 404 or 410 says the subscription is gone for good, so it is removed; other
// failures leave it for next time.
import webpush from 'web-push';
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
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm' },
  );
  let status: number;
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = answer.status;
    await answer.body?.cancel();
  } catch (error) {
    // The endpoint identifies a device: the log names the row only.
    log.warn({ subscription: subscription.id, reason: error instanceof Error ? error.name : 'unknown' }, 'push not delivered');
    return 'failed';
  }
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) {
    await removeGoneSubscription(db, subscription.id);
    return 'gone';
  }
  log.warn({ subscription: subscription.id, status }, 'push not delivered');
  return 'failed';
}
