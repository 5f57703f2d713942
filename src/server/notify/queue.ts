// Pushes leave from here, never from inside a customer's request: a save that raises a signal
// answers at once, and a slow push service delays only other pushes. The queue lives in this
// process; what it holds when the process dies is lost, as a push that fails is (see decision 036).
export interface QueueLog {
  warn(details: object, message: string): void;
}

/** How many pushes run at once, and how many may wait before new ones are dropped. */
const CONCURRENCY = 4;
const MAX_WAITING = 10_000;

export class DeliveryQueue {
  private readonly waiting: (() => Promise<unknown>)[] = [];
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly log: QueueLog) {}

  enqueue(task: () => Promise<unknown>): void {
    if (this.waiting.length >= MAX_WAITING) {
      this.log.warn({ waiting: this.waiting.length }, 'delivery queue full; a notification was dropped');
      return;
    }
    this.waiting.push(task);
    this.next();
  }

  /** Resolves once nothing waits or runs (for a graceful stop, and for tests). */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private next(): void {
    while (this.running < CONCURRENCY && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      this.running += 1;
      task()
        .catch((error: unknown) => this.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'a queued delivery failed'))
        .finally(() => {
          this.running -= 1;
          this.next();
          if (this.running === 0 && this.waiting.length === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
        });
    }
  }
}
