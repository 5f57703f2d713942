// A stored loan part as the mortgage tab sends it back (postMortgageEdit), for the tests that edit
// a mortgage before checking what another operation does with it.
export interface Part {
  id: number;
  leningdeelnummer: string;
  hoofdsom: number;
  remaining_debt: number;
  interest: number;
  monthly_amount: number | null;
}
export interface Mortgage {
  id: number;
  mortgageParts: Part[];
}

export const editPart = (part: Part & Record<string, unknown>) => ({
  id: part.id,
  leningdeelnummer: part.leningdeelnummer,
  repayment_type: part.repayment_type,
  begindatum: part.begindatum,
  einddatum: part.einddatum,
  hoofdsom: part.hoofdsom,
  remaining_debt: part.remaining_debt,
  interest: part.interest,
  nhg: part.nhg,
  interest_type: part.interest_type ?? 'fixed',
  tax_box_type: part.tax_box_type ?? 1,
});
