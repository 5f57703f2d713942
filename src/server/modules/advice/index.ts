// The advice services: scenarios, refinance and the maximum mortgage computed by our own engine
// (src/server/advice, pure), with the office's key; the lender logo drawn from the HDN table.
import { runScenarios } from '../../advice/scenarios';
import { refinance } from '../../advice/refinance';
import type { AdviceHandlers } from '../types';
import { lenderImage } from './lender-image';
import { passLead } from './lead';
import { calculateMaximumMortgage } from './maximum-mortgage';
import { adviceFailure, productRates } from './requests';
import { officeOfKey } from './office-key';
import { beyondMoneyCap, loanPartsBeyondCap, refuseImplausiblePeople } from './plausible';
import { dutchToday } from '../../../lib/amsterdam-time';
import { formatMoney, formatNumber } from '../../../lib/format';

const euro = (value: number) => formatMoney(value, 0);

/** The scenarios as the office's advisor reads them (the portal's own Dutch names). */
const scenarioNames = {
  retirement: 'Pensioen',
  death: 'Overlijden',
  incapacitated: 'Arbeidsongeschiktheid',
  unemployment: 'Werkloosheid',
  break_up: 'Relatie beëindigd',
  new_interest_only: 'Aflossingsvrij verlengen',
  move: 'Verhuizen',
} as const;

/** The answer, or 422 amount_out_of_range naming the loan parts or the incomes that drive it. */
function withinCap<T>(answer: T, parts: readonly { current_amount: number }[]) {
  if (!beyondMoneyCap(answer)) return answer;
  return adviceFailure('amount_out_of_range', loanPartsBeyondCap(parts) ? 'loan_parts' : 'income');
}

export const adviceHandlers: AdviceHandlers = {
  postScenarios: async ({ body, query, request }, context) => {
    const office = await officeOfKey(query.api_key, context, 'advies_widgets_scenarios_key');
    const today = dutchToday();
    refuseImplausiblePeople(body, today);
    if (!body.loan_parts.length) return adviceFailure('no_loan_parts');
    const answer = withinCap({ data: { result: runScenarios(body, today) } }, body.loan_parts);
    if ('data' in answer && body.step === 'thanks' && body.lead) {
      const interest = body.lead.interested_in_scenario;
      await passLead(
        'scenarios',
        body.lead,
        [`Scenario: ${scenarioNames[interest]}`, `Restschuld: ${euro(body.loan_parts.reduce((sum, part) => sum + part.current_amount, 0))}`],
        office,
        context,
        request.ip,
      );
    }
    return answer;
  },
  postRefinance: async ({ body, query, request }, context) => {
    const office = await officeOfKey(query.api_key, context, 'advies_widgets_refinance_key');
    const today = dutchToday();
    refuseImplausiblePeople(body, today);
    if (!body.loan_parts.length) return adviceFailure('no_loan_parts');
    const scope = context.tenantScope(office);
    const rates = productRates(await scope.lenderRates());
    const penaltyFree = await scope.penaltyFreePercentage(body.lender_hdn_code);
    const answer = withinCap({ data: { result: refinance(body, rates, today, penaltyFree) } }, body.loan_parts);
    if ('data' in answer && body.step === 'thanks' && body.lead) {
      const { result } = answer.data;
      const proposal = result.refinance_proposals.find((item) => item.lender_id === body.lead!.proposal_lender_hdn_code);
      const rates = proposal?.interest_rates_per_mortgage_part.map((rate) => formatNumber(rate)).join(' / ');
      await passLead(
        'refinance',
        body.lead,
        [
          `Gekozen geldverstrekker: ${body.lead.proposal_lender_hdn_code}${proposal ? ` (${proposal.product_line_name}, ${rates} %)` : ''}`,
          `Rentevaste periode: ${body.new_interest_period_in_months / 12} jaar`,
          `Boete: ${euro(result.repayment_penalty)}; restschuld ${euro(result.current_mortgage_situation.remaining_sum)}`,
        ],
        office,
        context,
        request.ip,
      );
    }
    return answer;
  },
  postMaximumMortgage: async ({ body, query }, context) => {
    // The sustainability widget computes the room for energy-saving measures with the same engine.
    await officeOfKey(query.api_key, context, 'advies_widgets_maximum_mortgage_key', 'advies_widgets_sustainability_key');
    const today = dutchToday();
    refuseImplausiblePeople(body, today);
    const answer = calculateMaximumMortgage(body, today);
    return 'data' in answer ? withinCap(answer, body.loan_parts?.map((part) => ({ current_amount: part.amount })) ?? []) : answer;
  },
  getLenderImage: lenderImage,
};
