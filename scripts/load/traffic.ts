// Virtual customers of the load offices: each signs in and browses the portal's reads like a
// person (a screen, a pause, the next), optionally sending a message now and then. Every call's
// time and outcome is recorded; a message counts as written only when the server acknowledged it.
import { OFFICES, PASSWORD } from './offices';

const reads = [
  '/api/customer/tenant',
  '/api/customer/customer',
  '/api/customer/mortgage?include=progress',
  '/api/customer/policy',
  '/api/customer/damage',
  '/api/customer/document',
  '/api/customer/task',
  '/api/customer/signal/active',
  '/api/customer/attachable/published/by_is_attachable_type/email?per_page=30&page=1',
  '/api/customer/income',
  '/api/customer/obligation',
];

export interface TrafficOptions {
  port: number;
  /** One call in this many sends a message with a marker of its own (none when absent). */
  writeEvery?: number;
  /** Only the virtual customers numbered below this send messages (all when absent). */
  writers?: number;
}

export class Traffic {
  readonly samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  /** Markers of the messages the server acknowledged. */
  readonly written: string[] = [];
  /** When each acknowledged message was sent, by account, in the order sent. */
  readonly sentAt = new Map<string, number[]>();
  /** The failed calls, for the report: name and status (0 when the connection failed). */
  readonly failures: string[] = [];

  constructor(private readonly options: TrafficOptions) {}

  private record(name: string, ms: number, status: number) {
    if (!this.samples.has(name)) this.samples.set(name, []);
    this.samples.get(name)!.push(ms);
    if (status < 200 || status >= 300) {
      this.errors.set(name, (this.errors.get(name) ?? 0) + 1);
      this.failures.push(`${name}: ${status || 'no answer'}`);
    }
  }

  /** The answer's body text when it succeeded, null otherwise; its time and outcome recorded. */
  async timed(name: string, url: string, init: RequestInit): Promise<string | null> {
    const started = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${this.options.port}${url}`, init);
      const body = await response.text();
      this.record(name, performance.now() - started, response.status);
      return response.ok ? body : null;
    } catch {
      this.record(name, performance.now() - started, 0);
      return null;
    }
  }

  async virtualCustomer(number: number, until: () => boolean) {
    const office = `load${(number % OFFICES) + 1}`;
    const username = `klant${(Math.floor(number / OFFICES) % 2) + 1}@${office}.example.nl`;
    const host = `${office}.localhost:${this.options.port}`;
    // Customers arrive over the first seconds rather than all at once.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 3000));
    const login = await this.timed('POST /proxy/auth/login', '/proxy/auth/login', {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD, tenant: office }),
    });
    if (!login) return;
    const { access_token: token } = JSON.parse(login) as { access_token: string };
    const headers = { host, authorization: `Bearer ${token}` };
    for (let call = 1; !until(); call++) {
      // A writer's first call is a message, so even a short run sends some.
      if (this.options.writeEvery && (call - 1) % this.options.writeEvery === 0 && number < (this.options.writers ?? Infinity)) {
        const started = performance.now();
        const marker = `load-${number}-${call}-${Math.random().toString(36).slice(2)}`;
        const body = JSON.stringify({ message: marker });
        const sent = await this.timed('POST /api/customer/task/message', '/api/customer/task/message/', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        });
        if (sent !== null) {
          this.written.push(marker);
          this.sentAt.set(username, [...(this.sentAt.get(username) ?? []), started]);
        }
      } else {
        const url = reads[Math.floor(Math.random() * reads.length)]!;
        await this.timed(`GET ${url.split('?')[0]}`, url, { headers });
      }
      // A person reads a screen before opening the next.
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
    }
  }

  totalErrors(): number {
    return [...this.errors.values()].reduce((sum, count) => sum + count, 0);
  }

  /** Prints p50, p95, p99 and errors per call and in all; answers the p95 and count of all calls. */
  report(seconds: number): { p95: number; count: number } {
    const all = [...this.samples.values()].flat();
    console.log('| call | requests | p50 ms | p95 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
    for (const [name, values] of [...this.samples.entries()].sort()) {
      console.log(
        `| ${name} | ${values.length} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 95).toFixed(0)} | ${percentile(values, 99).toFixed(0)} | ${this.errors.get(name) ?? 0} |`,
      );
    }
    const p95 = percentile(all, 95);
    console.log(
      `| all | ${all.length} (${(all.length / seconds).toFixed(0)}/s) | ${percentile(all, 50).toFixed(0)} | ${p95.toFixed(0)} | ${percentile(all, 99).toFixed(0)} | ${this.totalErrors()} |`,
    );
    return { p95, count: all.length };
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
