// The mortgage tab's save: each sent mortgage (one of the customer's own) gets exactly the sent
// loan parts; a stored part that is not sent is removed, a part without id is added. Fields the
// tab does not edit (monthly amounts, linked policies, ...) stay as they were on a kept part.
import type { CustomerScope } from '../../db/customer-scope';
import { HttpError, notFound } from '../../http-error';
import type { Schemas } from '../types';
import { sentFields } from './saving';

type EditPart = Schemas['MortgageEditPart'];
type StoredPart = Record<string, unknown> & { id: number };

/** What a new part stores besides the sent fields: every other field of the contract, unknown. */
const NEW_PART = {
  hypotheekType: null,
  begindatumRentevast: null,
  einddatumRentevast: null,
  rentevasteperiode: null,
  interest_type_description: null,
  repayment_type_description: null,
  remaining_debt_at_loan_part_end: null,
  monthly_amount: null,
  monthly_interest_amount: null,
  monthly_repayment_amount: null,
  current_value: null,
  first_deposit_amount: null,
  monthly_deposit: null,
  premium: null,
  return_rate: null,
  remaining_months_duration: null,
  remaining_months_fixed_interest_duration: null,
  interest_deduction_end_date: null,
};

/** The fields the tab edits, named one by one: nothing else of a sent part reaches the record. */
function editedFields(part: EditPart) {
  const { leningdeelnummer, repayment_type, begindatum, einddatum, hoofdsom, remaining_debt, interest, nhg, interest_type, tax_box_type } = part;
  const { current_value, einddatumRentevast, rentevasteperiode, remaining_debt_at_loan_part_end } = part;
  return sentFields({
    leningdeelnummer,
    repayment_type,
    begindatum,
    einddatum,
    hoofdsom,
    remaining_debt,
    interest,
    nhg,
    interest_type,
    tax_box_type,
    current_value,
    einddatumRentevast,
    rentevasteperiode,
    remaining_debt_at_loan_part_end,
  });
}

function nextIds(parts: readonly StoredPart[], mortgageId: number) {
  let last = Math.max(mortgageId * 100, ...parts.map((part) => part.id));
  return () => (last += 1);
}

type StoredMortgage = NonNullable<Awaited<ReturnType<CustomerScope['recordForUpdate']>>>;

/**
 * The customer's own rows of the sent mortgages, locked for the save, each sent part id one of its
 * stored parts. Looked up before any other rule is checked, so another customer's mortgage or loan
 * part is not found whatever else the body holds.
 */
export async function ownMortgages(scope: CustomerScope, mortgages: Schemas['MortgageEdit']['mortgages']): Promise<StoredMortgage[]> {
  const rows: StoredMortgage[] = [];
  for (const [index, mortgage] of mortgages.entries()) {
    // New mortgages come in through an application with the advisor, not through this tab.
    if (mortgage.id === undefined) {
      throw new HttpError(400, 'validation_error', `body.mortgages.${index}.id is required`, [
        { field: `body.mortgages.${index}.id`, code: 'field_required', message: 'must name an existing mortgage' },
      ]);
    }
    const row = await scope.recordForUpdate('mortgages', mortgage.id);
    if (!row) throw notFound();
    const stored = (row.data.mortgageParts ?? []) as StoredPart[];
    if (mortgage.mortgageParts.some((part) => part.id !== undefined && !stored.some((candidate) => candidate.id === part.id))) throw notFound();
    rows.push(row);
  }
  return rows;
}

/** Gives each mortgage (its row from ownMortgages) exactly the sent loan parts. */
export async function replaceLoanParts(scope: CustomerScope, mortgages: Schemas['MortgageEdit']['mortgages'], rows: readonly StoredMortgage[]) {
  for (const [index, mortgage] of mortgages.entries()) {
    const row = rows[index]!;
    const stored = (row.data.mortgageParts ?? []) as StoredPart[];
    const nextId = nextIds(stored, row.id);
    const parts = mortgage.mortgageParts.map((part: EditPart) => {
      if (part.id === undefined) return { ...NEW_PART, ...editedFields(part), id: nextId(), mortgage_id: row.id };
      const kept = stored.find((candidate) => candidate.id === part.id)!;
      return { ...kept, ...editedFields(part) };
    });
    const data = { ...row.data, mortgageParts: parts, ...(mortgage.hypotheeknummer !== undefined ? { hypotheeknummer: mortgage.hypotheeknummer } : {}) };
    await scope.updateRecord('mortgages', row.id, data);
  }
}
