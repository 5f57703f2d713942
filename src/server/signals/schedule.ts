// When the runner runs: every few minutes each instance tries to claim today's run of each office
// (cheap once claimed: one conflicting insert per office), and after a write to a customer's data
// that customer's signals are computed again before the answer goes out, so the next read sees them.
import type { FastifyInstance } from 'fastify';
import type { SignalRunner } from './runner';

/** The operations' tags whose writes change what the rules read. */
const WATCHED_TAGS = new Set(['edit-screens', 'documents', 'appointments', 'mortgages', 'policies', 'finances', 'living']);

export function schedulesSignals(app: FastifyInstance, runner: SignalRunner, everyMinutes: number): void {
  if (everyMinutes <= 0) return;
  const run = () => runner.runDue().catch((error: unknown) => app.log.warn({ err: error }, 'the daily signal run failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, everyMinutes * 60_000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** After a successful write of a watched operation: the customer's signals again (a failure never fails the write). */
export async function afterCustomerWrite(
  runner: SignalRunner,
  log: FastifyInstance['log'],
  route: { method: string; tag: string },
  tenantId: number,
  customerId: number,
): Promise<void> {
  if (route.method === 'GET' || !WATCHED_TAGS.has(route.tag)) return;
  try {
    await runner.runCustomer(tenantId, customerId);
  } catch (error) {
    log.warn({ err: error }, 'computing signals after a change failed');
  }
}
