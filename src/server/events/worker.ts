// Sends the offices' events to their webhooks, from inside the server process (decision record
// 042). The state is all in the database: a delivery is claimed with a lease, sent, and marked;
// an instance that dies mid-send leaves a lease that runs out, and the delivery is sent again (at
// least once). A customer's events go in their order: only the first pending one of each may go.
// Every time is the configured clock's, so tests move time instead of waiting.
import { Webhook } from 'standardwebhooks';
import type { Db } from '../db/database';
import { sendOutbound } from '../net/outbound';
import { nextAttemptAt, inCustomerOrder } from './backoff';
import { claimDelivery, deliveryAnswer, deliveryById, dueCandidates, finishAttempt, webhookOf, type Outcome } from './deliveries';
import { openSecret } from './webhook-secret';
import { webhookTarget, type WebhookHostConfig } from './webhook-address';

export interface WorkerConfig extends WebhookHostConfig {
  clock: () => Date;
  sessionSecret: string;
}

export interface WorkerLog {
  warn(details: object, message: string): void;
}

/** How long a claimed delivery is this instance's; far longer than one send may take. */
const LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 10_000;
const BATCH = 50;

/** Why a try failed, in words that carry no address or secret. */
function reason(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'EPRIVATEADDRESS') return 'address not public';
  if (error instanceof Error && /timeout|abort/i.test(`${error.name} ${error.message}`)) return 'timeout';
  return code ? `connection failed (${code})` : 'connection failed';
}

export class WebhookWorker {
  private running: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly config: WorkerConfig,
    private readonly log: WorkerLog,
  ) {}

  /** Sends what is due now; a call while a round runs makes that round look again. Answers how many were tried. */
  runDue(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async rounds(): Promise<number> {
    let tried = 0;
    for (;;) {
      this.again = false;
      const now = this.config.clock();
      const ready = inCustomerOrder(await dueCandidates(this.db, now, BATCH));
      const results = await Promise.all(ready.map((candidate) => this.attempt(candidate, now)));
      tried += results.filter(Boolean).length;
      // A customer's next event may go once the one before it was taken.
      if (!results.some(Boolean) && !this.again) return tried;
    }
  }

  private async attempt(candidate: Parameters<typeof claimDelivery>[1], now: Date): Promise<boolean> {
    const attempts = await claimDelivery(this.db, candidate, now, new Date(now.getTime() + LEASE_MS));
    if (attempts === null) return false;
    const outcome = await this.send(candidate.tenant_id, candidate.id, attempts).catch((error: unknown) => {
      this.log.warn({ deliveryId: candidate.id, reason: reason(error) }, 'a webhook delivery could not be tried');
      return null;
    });
    if (outcome) await finishAttempt(this.db, candidate.tenant_id, candidate.id, outcome);
    return outcome?.status === 'delivered';
  }

  private async send(tenantId: number, id: number, attempts: number): Promise<Outcome> {
    const [row, webhook] = await Promise.all([deliveryById(this.db, tenantId, id), webhookOf(this.db, tenantId)]);
    const sentAt = this.config.clock();
    const failed = (lastStatus: number | null, lastError: string): Outcome => {
      const next = row ? nextAttemptAt(new Date(row.since), attempts, sentAt) : null;
      return { status: next ? 'pending' : 'failed', lastStatus, lastError, nextAttemptAt: next ?? sentAt, deliveredAt: null };
    };
    if (!row || !webhook) return failed(null, 'no webhook address');
    const secret = openSecret(webhook.secret_sealed, this.config.sessionSecret);
    if (!secret) return failed(null, 'secret unreadable: rotate it');
    const target = webhookTarget(webhook.url, this.config);
    if (!target.ok) return failed(null, 'address refused');
    const event = deliveryAnswer(row).event;
    const payload = JSON.stringify({ type: event.type, timestamp: sentAt.toISOString(), data: event });
    const messageId = `evt_${row.id}`;
    try {
      const status = await sendOutbound({
        url: target.url,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': messageId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': new Webhook(secret).sign(messageId, sentAt, payload),
        },
        body: Buffer.from(payload),
        timeoutMs: SEND_TIMEOUT_MS,
        privateAllowed: target.privateAllowed,
      });
      if (status >= 200 && status < 300)
        return { status: 'delivered', lastStatus: status, lastError: null, nextAttemptAt: sentAt, deliveredAt: this.config.clock() };
      return failed(status, `status ${status}`);
    } catch (error) {
      return failed(null, reason(error));
    }
  }
}
