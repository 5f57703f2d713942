// One Web Push request per device: the payload encrypted for it (aes128gcm, RFC 8291) and signed
// with our VAPID key (RFC 8292) by the web-push package, sent by sendOutbound (public addresses of
// the named push services only, no redirects, a short timeout; web-push's own sender follows none of
// those rules). A push service that answers 404 or 410 says the subscription is gone for good, so
// it is removed; other failures leave it for next time.
import webpush from 'web-push';
import type { Db } from '../db/database';
import { sendOutbound } from '../net/outbound';
import { pushTarget, type PushHostConfig } from './push-hosts';
import type { VapidKeys } from './vapid';
import { removeGoneSubscription, type StoredSubscription } from './subscriptions';
import type { PushPayload } from './texts';

/** How long a push service keeps a message for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** Push services answer at once; one that does not is not waited for (the queue has others to send). */
const REQUEST_TIMEOUT_MS = 5_000;

export interface PushLog {
  warn(details: object, message: string): void;
}

export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface PushConfig extends PushHostConfig {
  vapid: VapidKeys;
}

export async function pushTo(db: Db, config: PushConfig, log: PushLog, subscription: StoredSubscription, payload: PushPayload): Promise<PushOutcome> {
  // Checked again at sending: the configured hosts may have changed since the device subscribed.
  const target = pushTarget(subscription.endpoint, config);
  if (!target) {
    log.warn({ subscription: subscription.id }, 'push endpoint no longer allowed');
    return 'failed';
  }
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    { vapidDetails: config.vapid, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm' },
  );
  let status: number;
  try {
    status = await sendOutbound({
      url: target.url,
      method: 'POST',
      headers: request.headers as Record<string, string | number>,
      body: request.body ? Buffer.from(request.body) : null,
      timeoutMs: REQUEST_TIMEOUT_MS,
      privateAllowed: target.privateAllowed,
    });
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
