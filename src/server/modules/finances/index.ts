// Income, retirement (pension) and obligations of the customer and the partner.
import { fromRows } from '../records';
import type { PortalHandlers, Schemas } from '../types';

export const financeHandlers = {
  getIncomes: async (_input, { customer }) => fromRows<Schemas['IncomeItem']>(await customer.records('incomes'), customer.customerId),
  getPartnerIncomes: async (_input, { customer }) => fromRows<Schemas['IncomeItem']>(await customer.records('incomes', 'partner'), customer.customerId),
  getRetirements: async (_input, { customer }) => fromRows<Schemas['PensionItem']>(await customer.records('retirements'), customer.customerId),
  getPartnerRetirements: async (_input, { customer }) =>
    fromRows<Schemas['PensionItem']>(await customer.records('retirements', 'partner'), customer.customerId),
  getObligations: async (_input, { customer }) => fromRows<Schemas['Obligation']>(await customer.records('obligations'), customer.customerId),
} satisfies Partial<PortalHandlers>;
