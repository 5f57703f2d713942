// Stopping without dropping a request, for rolling restarts behind a load balancer:
// 1. draining: /health answers 503 so the balancer stops sending new requests here, and answers
//    carry `Connection: close` so kept-alive connections end instead of receiving more; requests
//    are still served for `drainMs`, the time the balancer's health check takes to notice;
// 2. the listener closes (new connections are refused) and in-flight requests finish;
// 3. the pool closes and the process exits 0, or 1 when requests were still running at the deadline.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

export interface StopOptions {
  /** How long requests are still served after /health turned 503. */
  drainMs: number;
  /** How long in-flight requests get once the listener closed; then their connections are cut. */
  deadlineMs: number;
}

export interface Drain {
  readonly draining: boolean;
  start(): void;
}

/** Marks the app as draining on start(): health 503 (the health route asks) and `Connection: close` on every answer. */
export function registerDrain(app: FastifyInstance): void {
  const state = {
    draining: false,
    start() {
      state.draining = true;
    },
  };
  app.addHook('onSend', async (_request, reply) => {
    if (state.draining) reply.header('connection', 'close');
  });
  app.decorate('drain', state);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drains, closes the app (listener, in-flight requests, onClose hooks), then `closeDatabase`. Answers the exit code. */
export async function stopGracefully(app: FastifyInstance, closeDatabase: () => Promise<void>, options: StopOptions): Promise<number> {
  app.drain.start();
  if (options.drainMs > 0) await pause(options.drainMs);
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    app.log.warn('requests still running at the shutdown deadline; their connections are closed');
    app.server.closeAllConnections();
  }, options.deadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  await closeDatabase();
  return cut ? 1 : 0;
}
