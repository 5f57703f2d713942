// Runs the signal rules: for every office once per Dutch day, and for one customer right after a
// change to their data. The daily run is claimed by inserting the office's row for the day in
// signal_runs; of several instances only the one whose insert wins runs the office (see
// docs/decisions/025-signal-runs.md). A claim whose run never finished (its instance died) may be
// taken over once it is older than STALE_CLAIM_MS.
import type { FastifyBaseLogger } from 'fastify';
import { wallClockOf } from '../../lib/amsterdam-time';
import type { Db } from '../db/database';
import { loadFacts } from './facts';
import { reconcile } from './reconcile';
import { desiredSignals } from './rules';

/** What the runner tells whoever sends notifications: no figures, only which signal is new. */
export interface SignalEvent {
  tenantId: number;
  customerId: number;
  kind: 'signal';
  signalId: number;
}
export type Notify = (event: SignalEvent) => Promise<void> | void;

const STALE_CLAIM_MS = 60 * 60_000;

export class SignalRunner {
  private notify: Notify | null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    notify: Notify | null = null,
  ) {
    this.notify = notify;
  }

  /** Where the notification sender plugs in; null leaves new signals unannounced. */
  setNotify(notify: Notify | null): void {
    this.notify = notify;
  }

  /** Brings one customer's computed signals up to date; answers the ids of the newly raised ones. */
  async runCustomer(tenantId: number, customerId: number): Promise<number[]> {
    const now = this.clock();
    const { facts, addressing } = await loadFacts(this.db, tenantId, customerId, wallClockOf(now).date);
    const raised = await reconcile(this.db, tenantId, customerId, desiredSignals(facts), addressing, now);
    for (const signalId of raised) {
      try {
        await this.notify?.({ tenantId, customerId, kind: 'signal', signalId });
      } catch (error) {
        this.log.warn({ err: error, signalId }, 'announcing a new signal failed');
      }
    }
    return raised;
  }

  /** Claims the office's run for `day`; true for exactly one caller (or a taker-over of a dead run). */
  async claim(tenantId: number, day: string): Promise<boolean> {
    const now = this.clock();
    const row = await this.db
      .insertInto('signal_runs')
      .values({ tenant_id: tenantId, day, claimed_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['tenant_id', 'day'])
          .doUpdateSet({ claimed_at: now })
          .where('signal_runs.finished_at', 'is', null)
          .where('signal_runs.claimed_at', '<', new Date(now.getTime() - STALE_CLAIM_MS)),
      )
      .returning('tenant_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Runs today's rules for every customer of the office, unless another run has claimed the day. */
  async runOffice(tenantId: number): Promise<boolean> {
    const day = wallClockOf(this.clock()).date;
    if (!(await this.claim(tenantId, day))) return false;
    const customers = await this.db.selectFrom('customers').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute();
    for (const customer of customers) {
      try {
        await this.runCustomer(tenantId, customer.id);
      } catch (error) {
        this.log.warn({ err: error, tenantId, customerId: customer.id }, 'computing signals failed');
      }
    }
    await this.db.updateTable('signal_runs').set({ finished_at: this.clock() }).where('tenant_id', '=', tenantId).where('day', '=', day).execute();
    return true;
  }

  /** Runs every office whose day has not been run yet; answers how many this instance ran. */
  async runDue(): Promise<number> {
    const tenants = await this.db.selectFrom('tenants').select('id').orderBy('id').execute();
    let ran = 0;
    for (const tenant of tenants) if (await this.runOffice(tenant.id)) ran += 1;
    return ran;
  }
}
