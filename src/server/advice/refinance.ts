// Refinancing (advice §2, §3): the penalty for repaying the current parts early, the costs, and
// per lender product with the chosen fixed period the new payments, the savings and whether the
// new loan fits the income. Rates come from the lender table the caller passes in.
import type { components } from '../../../generated/advice';
import { monthsBetween } from './dates';
import { annuityPayment, band, cents, type Explanation, sane } from './explanation';
import { netPayment, partAt, situationAt } from './loan-parts';
import { maximumMortgage, testRateOf } from './maximum-mortgage';
import { obligationsOf } from './obligations';
import { incomeAt, type Person } from './person-income';
import { penaltyFreeTerms, repaymentPenalty } from './repayment-penalty';
import * as rules from '../../lib/advice/rules/2026';
import { nearestPeriod } from '../../lib/calculators';

type Schemas = components['schemas'];
export type ProductRates = Schemas['ProductInterestRates'];
/** The validated request without the handler's step and lead; the validator has filled the contract's defaults. */
export type RefinanceInput = Omit<Schemas['RefinanceRequest'], 'step' | 'lead'>;

const asPerson = (person: Schemas['RefinancePerson']): Person => ({
  date_of_birth: person.date_of_birth,
  income: {
    annual_employment_income: person.annual_employment_income,
    state_pension_income: person.state_pension_income,
    old_age_pension_income: person.old_age_pension_income,
    survivor_pension_income: 0,
  },
  obligation_amounts: person.obligation_amounts,
});

/** `lenderPercentage`: the current lender's penalty-free percentage from the lender data, null when unknown. */
/** The market rate for a fixed period (the fixed-rate-ending signal): the average of the table's rates for the nearest period. */
export function marketRate(products: ProductRates[], months: number): number {
  const period = nearestPeriod(months);
  const offered = products.map((product) => product.interest_rates[period]).filter((rate): rate is number => rate !== undefined);
  return offered.length ? offered.reduce((sum, rate) => sum + rate, 0) / offered.length : 0;
}

const penaltySources = {
  request: 'Opgave klant (leningvoorwaarden)',
  lender: 'Voorwaarden geldverstrekker (geldverstrekkersgegevens)',
  default: 'Standaard 10 % (meest gangbare leningvoorwaarden)',
} as const;

export function refinance(input: RefinanceInput, products: ProductRates[], today: string, lenderPercentage: number | null = null) {
  const period = input.new_interest_period_in_months;
  const parts = input.loan_parts;
  const toDeductionEnd = monthsBetween(today, rules.assumedDeductionEnd);
  const current = situationAt(parts, 0, toDeductionEnd);
  const woz = sane(input.property_tax_value);
  const terms = {
    ...penaltyFreeTerms(input.penalty_free_percentage, lenderPercentage),
    repaidThisYear: input.repaid_penalty_free_this_year ?? 0,
    ...(input.partial_repayment_amount === undefined ? {} : { partialAmount: input.partial_repayment_amount }),
  };
  const early = repaymentPenalty(parts, products, input.lender_hdn_code, terms);
  const penalty = Math.round(early.penalty);
  const costs = rules.refinanceCosts;
  const costTotal = costs.mortgage_brokerage_costs + costs.notarial_mortgage_act_costs + costs.appraisal_costs;
  const financed = input.finance_repayment_penalty ? penalty + costTotal : 0;
  const newSum = current.remaining_sum + financed;
  const loanToValue = newSum / sane(input.market_value);
  const people = [input.applicant, ...(input.partner ? [input.partner] : [])].map(asPerson);
  const incomes = people.map((person) => incomeAt(person, today, 'none', people.length === 1));
  const obligations = obligationsOf(people.map((person) => person.obligation_amounts));
  const currentNet = netPayment(current, woz, incomes);

  const proposals = products
    .flatMap((product) => {
      const offered = product.interest_rates[period];
      if (offered === undefined) return [];
      const ratesPerPart = parts.map((part) =>
        Math.min(10, Math.max(0, cents(offered + (part.nhg_applicable ? rules.nhgSurcharge : band(rules.loanToValueSurcharge, loanToValue))))),
      );
      const newParts = parts.map((part, index) => ({ ...part, interest_rate: ratesPerPart[index]!, remaining_interest_period_in_months: period }));
      const annuityRate = financed > 0 ? cents(offered + band(rules.loanToValueSurcharge, loanToValue)) : null;
      const extra = annuityRate === null ? 0 : annuityPayment(financed, annuityRate, rules.annuityMonths);
      const situation = situationAt(newParts, 0, toDeductionEnd);
      const gross = situation.monthly_payments + extra;
      const net = netPayment(
        { ...situation, monthly_payments: gross, deductible_interest: situation.deductible_interest + (annuityRate ? (financed * annuityRate) / 1200 : 0) },
        woz,
        incomes,
      );
      const grossDifference = current.monthly_payments - gross;
      const netDifference = currentNet - net;
      const oneOff = penalty + costTotal;
      const rate = testRateOf(
        newParts.map((part) => ({
          amount: partAt(part, 0).amount,
          interest_rate: part.interest_rate,
          remaining_interest_period_in_months: period,
          box: part.box,
        })),
      );
      const maximum = maximumMortgage({
        incomes: incomes.map((income) => income.gross),
        fromAow: incomes.every((income) => income.fromAow),
        rate,
        marketValue: input.market_value,
        ...obligations,
      });
      return [
        {
          lender_id: product.lender_id,
          product_line_id: product.product_line_id,
          product_line_name: product.product_line_name,
          gross_monthly_payments: cents(gross),
          net_monthly_payments: cents(net),
          gross_difference_per_month: cents(grossDifference),
          net_difference_per_month: cents(netDifference),
          gross_total_refinance_difference: cents(grossDifference * period - (input.finance_repayment_penalty ? 0 : oneOff)),
          net_total_difference_during_interest_period: cents(netDifference * period),
          gross_total_difference_during_interest_period: cents(grossDifference * period),
          payback_time_in_months: grossDifference > 0 ? Math.ceil(oneOff / grossDifference) : null,
          fits_on_income: newSum <= maximum.total_sum,
          new_interest_period_in_months: period,
          interest_rates_per_mortgage_part: ratesPerPart,
          interest_rate_annuity_loan_part: annuityRate,
        },
      ];
    })
    .sort((a, b) => b.gross_total_refinance_difference - a.gross_total_refinance_difference);

  const explanation: Explanation = {
    rules_year: rules.rulesYear,
    rules: [
      { rule: 'repayment_penalty', source: 'Bgfo art. 81c; AFM Leidraad vergoeding vervroegde aflossing (20 maart 2017)', value: penalty },
      { rule: 'penalty_free_percentage', source: penaltySources[terms.source], value: terms.percentage },
      { rule: 'refinance_costs', source: 'Nibud/Independer kostenoverzicht 2026', value: costTotal },
      { rule: 'loan_to_value_surcharge', source: 'Risico-opslagen per LTV-klasse', value: band(rules.loanToValueSurcharge, loanToValue) },
    ],
    inputs: {
      market_value: input.market_value,
      new_interest_period_in_months: period,
      finance_repayment_penalty: input.finance_repayment_penalty,
      lender_hdn_code: input.lender_hdn_code ?? null,
      repaid_penalty_free_this_year: terms.repaidThisYear,
      partial_repayment_amount: input.partial_repayment_amount ?? null,
    },
    figures: {
      remaining_sum: Math.round(current.remaining_sum),
      loan_to_value: Math.round(loanToValue * 1000) / 10,
      financed_amount: financed,
      penalty_free_room: early.details.penalty_free_room,
      penalised_amount: early.details.penalised_amount,
      gross_income: Math.round(incomes.reduce((sum, income) => sum + income.gross, 0)),
    },
    missing: input.property_tax_value == null ? ['property_tax_value'] : [],
  };

  return {
    refinance_proposals: proposals,
    interest_rates_per_product: products,
    current_mortgage_situation: {
      gross_monthly_payments: cents(current.monthly_payments),
      net_monthly_payments: cents(currentNet),
      remaining_sum: Math.round(current.remaining_sum),
    },
    repayment_penalty: penalty,
    repayment_penalty_details: early.details,
    refinance_costs: { ...costs },
    explanation,
  } satisfies Schemas['RefinanceResult'];
}
