// Mortgages put in by the office (issue 37): the body is core's Mortgage without the server's
// fields; the server numbers the loan parts, properties and application steps as the seed does
// (nestedId) and counts the steps not received, so the portal's screens read them unchanged.
import { isDeepStrictEqual } from 'node:util';
import type { components } from '../../../../generated/office';
import { nestedId } from '../../seed/data/ids';
import type { OfficeHandlers } from '../types';
import { recordOperations, type RecordKind } from './records';

type Schemas = components['schemas'];

function numbered<T extends object>(list: readonly T[], owner: number, extra: Record<string, number> = {}) {
  return list.map((item, index) => ({ ...item, id: nestedId(owner, index + 1), ...extra }));
}

function stored(body: Schemas['MortgageInput'], id: number): Record<string, unknown> {
  const { mortgageParts, progress = [], properties, mainProperty, ...fields } = body;
  const listed = properties && numbered(properties, id);
  // The main property is one of the listed ones when the office sends both; otherwise it gets
  // position 0, which no listed property has.
  const listedMain = listed?.[properties!.findIndex((property) => isDeepStrictEqual(property, mainProperty))];
  const main = mainProperty && (listedMain ?? { ...mainProperty, id: nestedId(id, 0) });
  return {
    ...fields,
    openProgress: progress.filter((step) => !step.received).length,
    mortgageParts: numbered(mortgageParts, id, { mortgage_id: id }),
    progress: numbered(progress, id, { mortgage_id: id }),
    ...(listed ? { properties: listed } : {}),
    ...(mainProperty !== undefined ? { mainProperty: main ?? null } : {}),
  };
}

/** The kind, also for the import's registry (import/kinds.ts). */
export const mortgageKind: RecordKind<Schemas['MortgageInput']> = { table: 'mortgages', name: 'mortgage', stored };
const mortgages = recordOperations<Schemas['MortgageInput'], Schemas['Mortgage']>(mortgageKind);

export const mortgageHandlers = {
  listMortgages: mortgages.list,
  getMortgage: mortgages.get,
  putMortgage: mortgages.put,
  deleteMortgage: mortgages.remove,
} satisfies Partial<OfficeHandlers>;
