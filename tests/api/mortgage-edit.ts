// A stored loan part (getMortgages) turned into the part the mortgage tab sends back
// (postMortgageEdit), for the tests that edit a mortgage before checking what another operation
// does with it.
import type { components } from '../../generated/portal';

type Schemas = components['schemas'];

// The seed fills the dates, the current debt and the rate of every part, which the edit requires.
export const editPart = (part: Schemas['MortgagePart']): Schemas['MortgageEditPart'] => ({
  id: part.id,
  leningdeelnummer: part.leningdeelnummer,
  repayment_type: part.repayment_type,
  begindatum: part.begindatum!,
  einddatum: part.einddatum!,
  hoofdsom: part.hoofdsom,
  remaining_debt: part.remaining_debt!,
  interest: part.interest!,
  nhg: part.nhg,
  interest_type: part.interest_type ?? 'fixed',
  tax_box_type: part.tax_box_type ?? 1,
});
