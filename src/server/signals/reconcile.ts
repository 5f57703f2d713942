// Brings a customer's computed signals in line with what the rules want today: raises the new
// ones, rewrites a message whose figures changed, finishes those whose cause is gone and raises
// again one that had finished by itself when its cause returns. A signal the customer dismissed
// stays dismissed while the same occurrence lasts. Runs in one transaction with the customer's row
// locked, so a daily run and a run after a change never raise the same signal twice.
import { isoWithOffset } from '../../lib/amsterdam-time';
import { json, type Db } from '../db/database';
import type { Addressing } from './facts';
import { customerMessage } from './texts';
import type { DesiredSignal } from './types';

interface Existing {
  id: number;
  rule: string | null;
  rule_key: string | null;
  data: Record<string, unknown>;
}

const identity = (rule: string | null, key: string | null) => `${rule ?? ''}\u0000${key ?? ''}`;

export async function reconcile(db: Db, tenantId: number, customerId: number, desired: DesiredSignal[], addressing: Addressing, now: Date): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('customers').select('id').where('tenant_id', '=', tenantId).where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
    const rows: Existing[] = await trx
      .selectFrom('signals')
      .select(['id', 'rule', 'rule_key', 'data'])
      .where('tenant_id', '=', tenantId)
      .where('customer_id', '=', customerId)
      .where('rule', 'is not', null)
      .execute();
    const existing = new Map(rows.map((row) => [identity(row.rule, row.rule_key), row]));
    const stamp = isoWithOffset(now);
    const raised: number[] = [];
    const wanted = new Set<string>();
    const update = (row: Existing, data: Record<string, unknown>) =>
      trx
        .updateTable('signals')
        .set({ data: json({ ...row.data, ...data, updated_at: stamp }) })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', row.id)
        .execute();

    for (const signal of desired) {
      const rule = signal.figures.rule;
      wanted.add(identity(rule, signal.key));
      const message = customerMessage(signal.figures, addressing.language, addressing.formal);
      const row = existing.get(identity(rule, signal.key));
      if (!row) {
        const data = {
          searchable_id: signal.searchable_id,
          searchable_type: signal.searchable_type,
          signal_query_id: null,
          status: 'active',
          description: rule,
          customer_message: message,
          figures: signal.figures,
          snoozed_until: null,
          finished_at: null,
          updated_at: stamp,
        };
        const inserted = await trx
          .insertInto('signals')
          .values({ tenant_id: tenantId, customer_id: customerId, data: json(data), rule, rule_key: signal.key })
          .onConflict((conflict) => conflict.columns(['tenant_id', 'customer_id', 'rule', 'rule_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) raised.push(inserted.id);
      } else if (row.data.dismissed_at == null && row.data.finished_at != null) {
        await update(row, { status: 'active', finished_at: null, customer_message: message, figures: signal.figures });
        await trx.updateTable('signals').set({ seen_at: null }).where('tenant_id', '=', tenantId).where('id', '=', row.id).execute();
        raised.push(row.id);
      } else if (row.data.dismissed_at == null && (row.data.customer_message !== message || row.data.figures === undefined)) {
        await update(row, { customer_message: message, figures: signal.figures });
      }
    }
    for (const row of rows) {
      if (wanted.has(identity(row.rule, row.rule_key)) || row.data.finished_at != null) continue;
      await update(row, { status: 'finished', finished_at: stamp });
    }
    return raised;
  });
}
