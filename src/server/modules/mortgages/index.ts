// Mortgages with their loan parts, properties, progress steps and agency (stored together).
import { fromRows, includes } from '../records';
import type { PortalHandlers, Schemas } from '../types';
import { offerHandlers } from './offers';

/** Parts of a mortgage answered only when `include` names them. */
const optional: Record<string, string[]> = { property: ['mainProperty', 'properties'], progress: ['progress'], agency: ['agency'] };

export const mortgageHandlers = {
  ...offerHandlers,
  getMortgages: async ({ query }, { customer }) => {
    const wanted = includes(query.include);
    return fromRows<Schemas['Mortgage']>(await customer.records('mortgages'), customer.customerId).map((mortgage) => {
      const answer = { ...mortgage } as Record<string, unknown>;
      for (const [name, fields] of Object.entries(optional)) if (!wanted.has(name)) for (const field of fields) delete answer[field];
      return answer as Schemas['Mortgage'];
    });
  },
} satisfies Partial<PortalHandlers>;
