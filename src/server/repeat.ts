// Background work that runs at start and then every so often while the app runs; the timer never
// keeps the process alive. Work that must happen once across instances guards itself (a row's key).
import type { FastifyInstance } from 'fastify';

export function repeatWhileRunning(app: FastifyInstance, everyMs: number, work: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void work();
    timer = setInterval(() => void work(), everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
