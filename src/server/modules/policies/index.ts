// Insurance policies; packages carry their children.
import { fromRows } from '../records';
import type { PortalHandlers, Schemas } from '../types';

export const policyHandlers = {
  getPolicies: async (_input, { customer }) => fromRows<Schemas['Policy']>(await customer.records('policies'), customer.customerId),
} satisfies Partial<PortalHandlers>;
