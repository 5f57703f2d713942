// The HDN company code table of lenders and insurers, and their product labels.
import { withId } from '../records';
import type { PortalHandlers, Schemas } from '../types';

export const companyHandlers = {
  getCompanies: async ({ query }, { office }) => {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 1000;
    const { rows, total } = await office.companies(page, perPage);
    return {
      data: rows.map((row) => withId<Schemas['Agency']>(row, { hdn_code: row.hdn_code })),
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    };
  },
  getCompanyLabels: async ({ params }, { office }) => office.companyLabels(params.code),
} satisfies Partial<PortalHandlers>;
