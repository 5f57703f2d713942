// The statutory maximum mortgage on income (Tijdelijke regeling hypothecair krediet 2026): the
// burden a household may carry, turned into a loan over 360 months at the test rate, plus the
// amounts the regulation keeps outside the burden (single applicant, energy label, measures).
import type { components } from '../../../generated/advice';
import { type AppliedRule, annuityPayment, annuityPrincipal, band, type Figure, sane } from './explanation';
import * as rules from '../../lib/advice/rules/2026';

const regulation = 'Tijdelijke regeling hypothecair krediet 2026 (Stcrt. 2025-36471)';

/** A part that sets the test rate: the request's loan part, which scenarios and refinance build too. */
export type RatedPart = components['schemas']['MaximumMortgageLoanPart'];

export interface TestRate {
  percent: number;
  box3: boolean;
  rules: AppliedRule[];
}

/** Test rate: per part the actual rate, or at least 5 % when fixed for under 10 years; weighted by amount. */
export function testRateOf(parts: RatedPart[]): TestRate {
  const total = parts.reduce((sum, part) => sum + sane(part.amount), 0);
  const tested = parts.map((part) =>
    part.remaining_interest_period_in_months < rules.testRate.whenFixedMonthsBelow
      ? Math.max(rules.testRate.percent, sane(part.interest_rate))
      : sane(part.interest_rate),
  );
  const weighted = total > 0 ? parts.reduce((sum, part, index) => sum + sane(part.amount) * tested[index]!, 0) / total : Math.max(...tested, 0);
  const box3Amount = parts.filter((part) => part.box === 3).reduce((sum, part) => sum + sane(part.amount), 0);
  const percent = Math.round(weighted * 1000) / 1000;
  return {
    percent,
    box3: total > 0 && box3Amount > total / 2,
    rules: [{ rule: 'test_rate', source: `${regulation} art. 3; AFM toetsrente`, value: percent }],
  };
}

export interface HouseholdInput {
  /** Gross annual incomes of the applicant and, with one, the partner. */
  incomes: number[];
  /** Everyone has reached AOW age: the from-AOW table applies. */
  fromAow: boolean;
  rate: TestRate;
  studentDebtMonthly?: number;
  creditLimits?: number;
  /** Loans and lease at their monthly amount. */
  loansMonthly?: number;
  /** Partner alimony paid a month: it leaves the toetsinkomen before the woonquote applies. */
  alimonyMonthly?: number;
  energyLabel?: string | null;
  energyGuarantee?: boolean;
  energyMeasures?: boolean;
  /** The measures' cost: added instead of the table's maximum, capped at it. */
  energyMeasuresAmount?: number;
  marketValue?: number | null;
}

export interface MaximumMortgage {
  total_sum: number;
  monthly_payments: number;
  nhg_possible: boolean;
  rules: AppliedRule[];
  figures: Record<string, Figure>;
}

function woonquote(income: number, input: HouseholdInput): number {
  const table = input.rate.box3
    ? input.fromAow
      ? rules.burdenBox3FromAow
      : rules.burdenBox3BeforeAow
    : input.fromAow
      ? rules.burdenFromAow
      : rules.burdenBeforeAow;
  const row = [...table].reverse().find(([from]) => income >= from) ?? table[0]!;
  const column = rules.rateBands.findIndex((upTo) => input.rate.percent <= upTo);
  return row[1][column]!;
}

export function maximumMortgage(input: HouseholdInput): MaximumMortgage {
  const incomes = input.incomes.map((income) => sane(income));
  const gross = incomes.reduce((sum, income, index) => sum + income * (index === 0 ? 1 : rules.secondIncomeShare), 0);
  // Alimony paid is income the household does not have: lenders take it off the toetsinkomen.
  const alimony = sane(input.alimonyMonthly) * 12;
  const toetsinkomen = Math.max(0, gross - alimony);
  const quote = woonquote(toetsinkomen, input);
  const burden = (toetsinkomen * quote) / 100 / 12;
  // Grossed up by the mortgage's own debetrente (art. 3a lid 2): interest deduction makes a euro of
  // mortgage cheaper than a euro of student debt, the more so the higher the rate.
  const grossUp = input.rate.box3 ? 1 : band(rules.studentDebtGrossUp, input.rate.percent);
  const studentDebt = sane(input.studentDebtMonthly) * grossUp;
  const creditLimits = sane(input.creditLimits) * rules.creditLimitMonthlyShare;
  const loans = sane(input.loansMonthly);
  const available = Math.max(0, burden - studentDebt - creditLimits - loans);
  const onIncome = annuityPrincipal(available, input.rate.percent, rules.annuityMonths);

  const single = incomes.length === 1;
  const singleThreshold = input.fromAow ? rules.singleAmount.minIncomeFromAow : rules.singleAmount.minIncomeBeforeAow;
  const singleAmount = single && toetsinkomen > singleThreshold ? rules.singleAmount.amount : 0;
  const label = input.energyLabel ?? rules.unknownEnergyLabel;
  // Without any room on income no lender adds the energy amounts: there is nothing to add them to.
  const labelAmount =
    onIncome > 0 ? (input.energyGuarantee && label === 'A_plus_plus_plus_plus' ? rules.energyGuaranteeAmount : (rules.energyLabelAmounts[label] ?? 0)) : 0;
  const measuresMaximum = rules.energyMeasureAmounts[label] ?? 0;
  const measuresCost = input.energyMeasuresAmount === undefined ? (input.energyMeasures ? measuresMaximum : 0) : sane(input.energyMeasuresAmount);
  const measuresAmount = onIncome > 0 ? Math.min(measuresCost, measuresMaximum) : 0;
  const beforeCap = onIncome + singleAmount + labelAmount + measuresAmount;
  const cap = input.marketValue ? sane(input.marketValue) * rules.maxLoanToValue + measuresAmount : Infinity;
  const total = Math.floor(Math.min(beforeCap, cap));
  const nhgLimit = input.energyMeasures || measuresCost > 0 ? rules.nhgLimitWithMeasures : rules.nhgLimit;

  const applied: AppliedRule[] = [
    ...input.rate.rules,
    { rule: 'toetsinkomen', source: `${regulation} art. 3 lid 6`, value: toetsinkomen },
    { rule: input.rate.box3 ? 'woonquote_box3' : input.fromAow ? 'woonquote_from_aow' : 'woonquote', source: `${regulation} bijlage 1`, value: quote },
    { rule: 'annuity_months', source: `${regulation} art. 3 lid 2`, value: rules.annuityMonths },
  ];
  if (studentDebt > 0) applied.push({ rule: 'student_debt', source: `${regulation} art. 3a`, value: grossUp });
  if (creditLimits > 0)
    applied.push({ rule: 'credit_limit', source: 'Gedragscode Hypothecaire Financieringen (BKR 2 %)', value: rules.creditLimitMonthlyShare });
  if (loans > 0) applied.push({ rule: 'loans', source: 'Gedragscode Hypothecaire Financieringen (werkelijke maandlast)', value: loans });
  if (alimony > 0) applied.push({ rule: 'partner_alimony', source: `${regulation} art. 3 lid 6 (toetsinkomen na betaalde alimentatie)`, value: alimony });
  if (singleAmount > 0) applied.push({ rule: 'single_amount', source: `${regulation} art. 3 lid 8`, value: singleAmount });
  applied.push({ rule: 'energy_label', source: `${regulation} art. 4 lid 3`, value: labelAmount });
  if (measuresAmount > 0) applied.push({ rule: 'energy_measures', source: `${regulation} art. 4 lid 4`, value: measuresAmount });
  if (cap < beforeCap) applied.push({ rule: 'loan_to_value', source: 'Tijdelijke regeling hypothecair krediet (LTV 100 %)', value: rules.maxLoanToValue });
  applied.push({ rule: 'nhg_limit', source: 'NHG Voorwaarden & Normen 2026-1', value: nhgLimit });

  return {
    total_sum: total,
    monthly_payments: Math.round(annuityPayment(total, input.rate.percent, rules.annuityMonths) * 100) / 100,
    nhg_possible: total > 0 && total <= nhgLimit,
    rules: applied,
    figures: {
      toetsinkomen,
      woonquote: quote,
      test_rate: input.rate.percent,
      monthly_burden: Math.round(burden * 100) / 100,
      obligations_monthly: Math.round((studentDebt + creditLimits + loans) * 100) / 100,
      alimony_yearly: alimony,
      loan_on_income: Math.floor(onIncome),
      single_amount: singleAmount,
      energy_amount: labelAmount + measuresAmount,
    },
  };
}
