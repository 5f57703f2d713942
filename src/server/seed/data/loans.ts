// Loan parts and mortgage totals computed from a few inputs, so debts, monthly interest and
// repayment agree with each other and with the seed date (a part that started in 2019 has
// repaid what seven years of an annuity repay).
import type { components } from '../../../../generated/portal';
import { addMonths, monthsSince, monthsUntil } from './dates';

type Schemas = components['schemas'];
type Part = Schemas['MortgagePart'];
type Property = Schemas['Property'];

const round = (value: number) => Math.round(value * 100) / 100;

const repaymentLabels: Record<Part['repayment_type'], [string, string]> = {
  0: ['Onbekend', 'Onbekend'],
  1: ['Annuïteitenhypotheek', 'Annuïteit'],
  2: ['Lineaire hypotheek', 'Lineair'],
  3: ['Levenhypotheek', 'Levensverzekering'],
  5: ['Aflossingsvrije hypotheek', 'Aflossingsvrij'],
  9: ['Krediethypotheek', 'Krediet'],
  10: ['Beleggingshypotheek', 'Beleggen'],
  13: ['Spaarrekeninghypotheek', 'Spaarrekening'],
  50: ['Bankspaarhypotheek', 'Bankspaar'],
  51: ['Bausparhypotheek', 'Bausparen'],
  52: ['Starterslening', 'Starterslening'],
  53: ['Spaarhypotheek', 'Spaar'],
};

export interface PartInput {
  id: number;
  mortgage_id: number;
  leningdeelnummer: string;
  hoofdsom: number;
  repayment_type: Part['repayment_type'];
  begindatum: string;
  /** Term in months (360 for thirty years). */
  months: number;
  interest: number;
  /** Fixed-rate period in months; null for a variable rate. */
  fixedMonths: number | null;
  /** Start of the current fixed-rate period; the start of the part by default. */
  fixedFrom?: string;
  nhg: boolean;
  tax_box_type: 1 | 3 | null;
  /** Fields of a savings, investment or insurance part (values, deposits, premium, return). */
  extra?: Partial<Part>;
}

/** A loan part with its current debt, monthly interest and repayment as of the seed (or `asOf`). */
export function loanPart(input: PartInput, asOf?: Date): Part {
  const { hoofdsom, interest, months } = input;
  const rate = interest / 100 / 12;
  const passed = Math.min(months, monthsSince(input.begindatum, asOf));
  let remaining = hoofdsom;
  let repayment = 0;
  if (input.repayment_type === 1) {
    const payment = (hoofdsom * rate) / (1 - (1 + rate) ** -months);
    remaining = hoofdsom * (1 + rate) ** passed - (payment * ((1 + rate) ** passed - 1)) / rate;
    repayment = payment - remaining * rate;
  } else if (input.repayment_type === 2) {
    repayment = hoofdsom / months;
    remaining = hoofdsom - repayment * passed;
  }
  const monthlyInterest = remaining * rate;
  const [hypotheekType, description] = repaymentLabels[input.repayment_type];
  const einddatum = addMonths(input.begindatum, months);
  const fixedFrom = input.fixedFrom ?? input.begindatum;
  const fixedUntil = input.fixedMonths === null ? null : addMonths(fixedFrom, input.fixedMonths);
  const repays = input.repayment_type === 1 || input.repayment_type === 2;
  return {
    id: input.id,
    mortgage_id: input.mortgage_id,
    leningdeelnummer: input.leningdeelnummer,
    hoofdsom,
    hypotheekType,
    begindatum: input.begindatum,
    einddatum,
    begindatumRentevast: input.fixedMonths === null ? null : fixedFrom,
    einddatumRentevast: fixedUntil,
    rentevasteperiode: input.fixedMonths,
    interest,
    interest_type: input.fixedMonths === null ? 'variable' : 'fixed',
    interest_type_description: input.fixedMonths === null ? 'Variabel' : 'Vast',
    repayment_type: input.repayment_type,
    repayment_type_description: description,
    remaining_debt: round(remaining),
    remaining_debt_at_loan_part_end: repays ? 0 : hoofdsom,
    monthly_amount: round(monthlyInterest + repayment),
    monthly_interest_amount: round(monthlyInterest),
    monthly_repayment_amount: round(repayment),
    nhg: input.nhg,
    tax_box_type: input.tax_box_type,
    current_value: null,
    first_deposit_amount: null,
    monthly_deposit: null,
    premium: null,
    return_rate: null,
    remaining_months_duration: monthsUntil(einddatum, asOf),
    remaining_months_fixed_interest_duration: fixedUntil === null ? null : monthsUntil(fixedUntil, asOf),
    interest_deduction_end_date: input.tax_box_type === 1 ? addMonths(input.begindatum, 360) : null,
    ...input.extra,
  };
}

/** The totals of a mortgage that follow from its parts. */
export function mortgageTotals(parts: Part[]) {
  const sum = (pick: (part: Part) => number | null) => round(parts.reduce((total, part) => total + (pick(part) ?? 0), 0));
  const debt = sum((part) => part.remaining_debt);
  const weighted = parts.reduce((total, part) => total + (part.interest ?? 0) * (part.remaining_debt ?? 0), 0);
  return {
    totaalSom: sum((part) => part.hoofdsom),
    restantHoofdsom: debt,
    rate: debt > 0 ? Math.round((weighted / debt) * 1000) / 1000 : null,
    monthly_amount: round(sum((part) => part.monthly_amount) + sum((part) => part.premium)),
    monthly_interest_amount: sum((part) => part.monthly_interest_amount),
    monthly_repayment_amount: sum((part) => part.monthly_repayment_amount),
    monthly_premium: sum((part) => part.premium),
  };
}

/** Loan-to-value in percent, one decimal. */
export function loanToValue(debt: number, value: number): number {
  return Math.round((debt / value) * 1000) / 10;
}

/** A property a mortgage is secured on, with the formatted number the portal shows. */
export function property(id: number, street: string, number: number, addition: string | null, postalCode: string, city: string, label: Property['energy_label']): Property {
  return {
    id,
    street,
    number,
    number_letter: null,
    number_addition: addition,
    formatted_number: addition ? `${number}-${addition}` : String(number),
    postal_code: postalCode,
    city,
    energy_label: label,
  };
}
