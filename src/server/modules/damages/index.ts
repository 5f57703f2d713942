// Damage claims with their progress items and payments.
import { fromRows, includes } from '../records';
import type { PortalHandlers, Schemas } from '../types';
import { storeDamageReport } from './report';

export const damageHandlers = {
  getDamages: async ({ query }, { customer }) => {
    const withProgress = includes(query.include).has('progress_items');
    return fromRows<Schemas['DamageClaim']>(await customer.records('damages'), customer.customerId).map((damage) =>
      withProgress ? damage : { ...damage, progress_items: undefined },
    );
  },
  postDamage: async ({ body, files }, { customer, config }) => {
    await storeDamageReport(customer, body, files, config.clock());
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
