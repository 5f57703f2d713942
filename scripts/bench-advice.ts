// Benchmark of the advice engine: each calculation must answer in under 20 ms per call on this
// machine. A trivial floor (one annuity payment) runs in the same loop, so a slow machine shows
// as a slow floor rather than a slow engine. `--smoke` runs about a second and fails above the
// budget, for CI; without it each case runs longer for steadier figures.
import { annuityPayment } from '../src/server/advice/explanation';
import { maximumMortgage, testRateOf } from '../src/server/advice/maximum-mortgage';
import { refinance, type ProductRates } from '../src/server/advice/refinance';
import { runScenarios } from '../src/server/advice/scenarios';
import { demoLenderRates } from '../src/server/seed/data/lender-rates';
import { productRates } from '../src/server/modules/advice/requests';

const BUDGET_MS = 20;
const smoke = process.argv.includes('--smoke');
const secondsPerCase = smoke ? 0.2 : 2;
const today = '2026-11-22';
const products: ProductRates[] = productRates(demoLenderRates);
const person = (date_of_birth: string, wage: number) => ({
  date_of_birth,
  income: { annual_employment_income: wage, state_pension_income: 0, old_age_pension_income: 9000, survivor_pension_income: 6000 },
  obligations: { has_student_debt: false, has_lease_loan: false, has_private_lease: false, has_loans: false, has_partner_alimony: false },
});
const parts = [
  {
    repayment_type: 'annuity' as const,
    current_amount: 198750,
    interest_rate: 3.85,
    duration_in_months: 262,
    remaining_interest_period_in_months: 58,
    return_rate: 0 as const,
    original_amount: 240000,
    nhg_applicable: false,
    box: 1 as const,
  },
  {
    repayment_type: 'interest_only' as const,
    current_amount: 86000,
    interest_rate: 4.1,
    duration_in_months: 142,
    remaining_interest_period_in_months: 58,
    return_rate: 0 as const,
    original_amount: 86000,
    nhg_applicable: false,
    box: 1 as const,
  },
];

const cases: [string, () => unknown][] = [
  ['floor: one annuity payment', () => annuityPayment(250000, 3.8, 360)],
  [
    'maximum mortgage',
    () =>
      maximumMortgage({
        incomes: [47000, 30000],
        fromAow: false,
        rate: testRateOf([{ amount: 1, interest_rate: 3.8, remaining_interest_period_in_months: 120 }]),
      }),
  ],
  [
    'seven scenarios, couple',
    () =>
      runScenarios(
        { applicant: person('1979-04-12', 62500), partner: person('1981-09-30', 38400), energy_label: 'A', property_tax_value: 412000, loan_parts: parts },
        today,
      ),
  ],
  [
    `refinance, ${products.length} products`,
    () =>
      refinance(
        {
          applicant: { date_of_birth: '1979-04-12', annual_employment_income: 62500, state_pension_income: 0, old_age_pension_income: 0 },
          market_value: 455000,
          property_tax_value: 412000,
          new_interest_period_in_months: 120,
          finance_repayment_penalty: true,
          loan_parts: parts,
        },
        products,
        today,
      ),
  ],
];

let failed = false;
for (const [name, run] of cases) {
  for (let warm = 0; warm < 50; warm += 1) run();
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < secondsPerCase * 1000) {
    run();
    calls += 1;
  }
  const perCall = (performance.now() - start) / calls;
  const over = perCall > BUDGET_MS;
  failed ||= over;
  console.log(`${name.padEnd(34)} ${perCall.toFixed(4).padStart(10)} ms/call  (${calls} calls)${over ? `  OVER ${BUDGET_MS} ms` : ''}`);
}
if (failed) {
  console.error(`An engine call took longer than ${BUDGET_MS} ms.`);
  process.exit(1);
}
