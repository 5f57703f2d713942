// Builds the customers' data archives in the background (issue 39 item 7). The state is in the
// database: a request is claimed with a lease, built into chunks, and marked ready; an instance
// that dies mid-build leaves a lease that runs out, and the next worker builds it again from the
// start (its chunks are cleared first), so a restart loses nothing and a build counts once.
import type { FastifyBaseLogger } from 'fastify';
import { accountById } from '../auth/accounts';
import type { Config } from '../config';
import type { CustomerContext } from '../contract/handlers';
import type { RegisteredHandlers } from '../contract/register';
import type { RouteTable } from '../contract/route-table';
import type { Db } from '../db/database';
import { mailAccount } from '../mail/account-mail';
import type { Mailer } from '../mail/types';
import { writeArchive } from './archive';
import { archiveEntries, portalReader } from './contents';
import { exportReadyMail } from './ready-mail';
import { EXPORT_LIFE_MS, claimDue, clearChunks, markReady, purgeExpiredArchives, storeChunk, type ExportRow } from './store';

export interface ExportDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  portal: { table: RouteTable; handlers: RegisteredHandlers };
  /** The customer's context, as a call of theirs would have it. */
  contextOf(tenantId: number, customerId: number): Promise<CustomerContext | null>;
}

export class ExportWorker {
  /** Rounds run one after another: a call during a round gets the next one, which sees what that call was for. */
  private queue: Promise<number> = Promise.resolve(0);

  constructor(private readonly deps: ExportDeps) {}

  /** Builds every due archive; answers how many this round built. */
  runDue(): Promise<number> {
    const round = this.queue.then(() => this.round());
    this.queue = round.catch(() => 0);
    return round;
  }

  private async round(): Promise<number> {
    const { db, config } = this.deps;
    await purgeExpiredArchives(db, config.clock());
    let built = 0;
    for (let row = await claimDue(db, config.clock()); row; row = await claimDue(db, config.clock())) {
      await this.build(row);
      built += 1;
    }
    return built;
  }

  private async build(row: ExportRow): Promise<void> {
    const { db, config, mailer, portal } = this.deps;
    const context = await this.deps.contextOf(row.tenant_id, row.customer_id);
    if (!context) return;
    await clearChunks(db, row);
    const size = await writeArchive(archiveEntries(portalReader(portal.table, portal.handlers, context), context), (seq, bytes) =>
      storeChunk(db, row, seq, bytes),
    );
    await markReady(db, row, size, config.clock());
    const account = await accountById(db, row.tenant_id, row.customer_id);
    if (!account) return;
    const link = `${config.portalUrlTemplate.replaceAll('{office}', context.tenant.name)}/gegevens/account`;
    await mailAccount(mailer, context.tenant, account, (_texts, to) => exportReadyMail(account.language, to, link, EXPORT_LIFE_MS / 86_400_000));
    this.deps.log.info({ exportId: row.id, size }, 'a data archive is ready');
  }
}
