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
import { dutchToday } from '../../../lib/amsterdam-time';

const euro = (value: number) => `€ ${Math.round(value).toLocaleString('nl-NL')}`;

export const adviceHandlers: AdviceHandlers = {
  postScenarios: async ({ body, query, request }, context) => {
    const office = await officeOfKey(query.api_key, context, 'advies_widgets_scenarios_key');
    if (!body.loan_parts.length) return adviceFailure('no_loan_parts');
    const result = runScenarios(body, dutchToday());
    if (body.step === 'thanks' && body.lead) {
      const interest = body.lead.interested_in_scenario;
      await passLead('scenarios', body.lead, [`Scenario: ${interest}`, `Restschuld: ${euro(body.loan_parts.reduce((sum, part) => sum + part.current_amount, 0))}`], office, context, request.ip);
    }
    return { data: { result } };
  },
  postRefinance: async ({ body, query, request }, context) => {
    const office = await officeOfKey(query.api_key, context, 'advies_widgets_refinance_key');
    if (!body.loan_parts.length) return adviceFailure('no_loan_parts');
    const rates = productRates(await context.tenantScope(office).lenderRates());
    const result = refinance(body, rates, dutchToday());
    if (body.step === 'thanks' && body.lead) {
      const proposal = result.refinance_proposals.find((item) => item.lender_id === body.lead!.proposal_lender_hdn_code);
      await passLead('refinance', body.lead, [
        `Gekozen geldverstrekker: ${body.lead.proposal_lender_hdn_code}${proposal ? ` (${proposal.product_line_name}, ${proposal.interest_rates_per_mortgage_part.join(' / ')} %)` : ''}`,
        `Rentevaste periode: ${body.new_interest_period_in_months} maanden`,
        `Boete: ${euro(result.repayment_penalty)}; restschuld ${euro(result.current_mortgage_situation.remaining_sum)}`,
      ], office, context, request.ip);
    }
    return { data: { result } };
  },
  postMaximumMortgage: async ({ body, query }, context) => {
    // The sustainability widget computes the room for energy-saving measures with the same engine.
    await officeOfKey(query.api_key, context, 'advies_widgets_maximum_mortgage_key', 'advies_widgets_sustainability_key');
    return calculateMaximumMortgage(body, dutchToday());
  },
  getLenderImage: lenderImage,
};
