// The load offices' webhook receiver for `bench:load`: verifies each delivery with its office's
// secret (Standard Webhooks) and notes when it answered each customer's `message.sent`, so the
// bench can time a customer's message from its send to this answer. A delivery sent twice (at
// least once) counts once, by its webhook-id.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

interface Verified {
  type: string;
  data: { customer: { id: number } | null };
}

export class WebhookReceiver {
  /** When each customer's messages were answered, in the order they came (their order per customer). */
  readonly answered = new Map<number, number[]>();
  /** Deliveries whose signature did not verify. */
  unverified = 0;
  private readonly seen = new Set<string>();
  private readonly server: Server;
  private waiting: { count: number; done: () => void } | null = null;

  constructor(private readonly secrets: ReadonlyMap<string, string>) {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const office = (request.url ?? '').split('/').pop() ?? '';
        let event: Verified | null = null;
        try {
          event = new Webhook(this.secrets.get(office) ?? '').verify(
            Buffer.concat(chunks).toString('utf8'),
            request.headers as Record<string, string>,
          ) as Verified;
        } catch {
          this.unverified += 1;
        }
        response.writeHead(event ? 204 : 400).end();
        const id = String(request.headers['webhook-id']);
        if (!event || event.type !== 'message.sent' || !event.data.customer || this.seen.has(id)) return;
        this.seen.add(id);
        const times = this.answered.get(event.data.customer.id) ?? [];
        times.push(performance.now());
        this.answered.set(event.data.customer.id, times);
        if (this.waiting && this.seen.size >= this.waiting.count) this.waiting.done();
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  /** Settles once `count` messages were answered, or after `patienceMs`. */
  received(count: number, patienceMs: number): Promise<void> {
    if (this.seen.size >= count) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, patienceMs);
      this.waiting = {
        count,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Each message's time from its send to the receiver's answer: a customer's k-th acknowledged send
 * is its k-th event, as one virtual customer sends each account's messages, one at a time.
 */
export function webhookTimes(sent: ReadonlyMap<number, number[]>, answered: ReadonlyMap<number, number[]>): { times: number[]; missing: number } {
  const times: number[] = [];
  let missing = 0;
  for (const [customer, starts] of sent) {
    const answers = answered.get(customer) ?? [];
    starts.forEach((start, k) => (answers[k] === undefined ? (missing += 1) : times.push(answers[k] - start)));
  }
  return { times, missing };
}
