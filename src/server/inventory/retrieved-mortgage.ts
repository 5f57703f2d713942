// What the stand-in inventory "retrieves" of a mortgage: the lender's figures on the day of the
// retrieval, as the Kadaster's registration and the lender's statement give them. Each annuity or
// linear part gets the debt, monthly interest and repayment its schedule has today, so a figure the
// customer typed over on the edit tab is replaced by the lender's; parts whose debt no schedule
// fixes (interest-only, savings, life, investment) keep what is known of them. A customer without a
// running mortgage (a renter) has no registration, so nothing is recorded. The schedule is the one
// the demo data is made with, so retrieved and seeded figures agree.
import type { components } from '../../../generated/portal';
import { monthsBetween } from '../advice/dates';
import { loanPart, loanToValue, mortgageTotals } from '../seed/data/loans';

type Part = components['schemas']['MortgagePart'];

/** Status of a running mortgage (core §3); applications and ended ones are not at the lender yet or any more. */
const RUNNING = 0;

const SCHEDULED = new Set<Part['repayment_type']>([1, 2]);

function lenderPart(part: Part, today: Date): Part {
  if (!SCHEDULED.has(part.repayment_type) || !part.begindatum || !part.einddatum || !part.hoofdsom || part.interest === null || part.interest === undefined)
    return part;
  const now = loanPart(
    {
      id: part.id,
      mortgage_id: part.mortgage_id,
      leningdeelnummer: part.leningdeelnummer ?? '',
      hoofdsom: part.hoofdsom,
      repayment_type: part.repayment_type,
      begindatum: part.begindatum,
      months: monthsBetween(part.begindatum, part.einddatum),
      interest: part.interest,
      fixedMonths: part.rentevasteperiode ?? null,
      fixedFrom: part.begindatumRentevast ?? undefined,
      nhg: part.nhg ?? false,
      tax_box_type: part.tax_box_type === 1 || part.tax_box_type === 3 ? part.tax_box_type : null,
    },
    today,
  );
  return {
    ...part,
    remaining_debt: now.remaining_debt,
    monthly_amount: now.monthly_amount,
    monthly_interest_amount: now.monthly_interest_amount,
    monthly_repayment_amount: now.monthly_repayment_amount,
    remaining_months_duration: now.remaining_months_duration,
    remaining_months_fixed_interest_duration: now.remaining_months_fixed_interest_duration,
  };
}

/**
 * A stored mortgage as the lender reports it `today`, or null when the lender has nothing to
 * report (not running, or no loan parts).
 */
export function lenderMortgage(mortgage: Record<string, unknown>, today: Date): Record<string, unknown> | null {
  const parts = mortgage.mortgageParts as Part[] | undefined;
  if (mortgage.status !== RUNNING || !parts?.length) return null;
  const refreshed = parts.map((part) => lenderPart(part, today));
  const totals = mortgageTotals(refreshed);
  const value = typeof mortgage.marktwaarde === 'number' && mortgage.marktwaarde > 0 ? mortgage.marktwaarde : null;
  return {
    ...mortgage,
    ...totals,
    mortgageParts: refreshed,
    ...(value === null ? {} : { loan_to_value: loanToValue(totals.restantHoofdsom, value) }),
  };
}
