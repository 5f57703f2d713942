// GET/PUT /office/v1/second-factors (issue 39, decision record 069): the office's policy on its
// customers' second factors, kept in its settings beside the rest, so the sign-in reads it with
// the office it already has; a change is stored with its audit entry, as putOffice's is.
import { factorPolicy, policyProblem, policySettings, type FactorPolicy } from '../../auth/factor-policy';
import type { OfficeHandlers } from '../types';
import { refused } from '.';

const answer = (policy: FactorPolicy) => ({ accepted: policy.accepted, stronger_required: policy.strongerRequired });

export const officeSecondFactorHandlers = {
  getOfficeSecondFactors: async (_input, { office, call }) => {
    const row = await office.tenant();
    call.records.push(`tenant:${row.id}`);
    return answer(factorPolicy(row));
  },

  putOfficeSecondFactors: async ({ body }, { office, call }) => {
    const policy: FactorPolicy = { accepted: body.accepted, strongerRequired: body.stronger_required };
    const problem = policyProblem(policy);
    if (problem === 'stronger_factor_needs_app') throw refused('body.accepted', problem, 'must hold app when stronger_required is true');
    if (problem) throw refused('body.accepted', problem, 'must hold at least one factor');
    const row = await office.tenant();
    const settings = policySettings(row.settings, policy);
    call.records.push(`tenant:${row.id}`);
    await office.replaceSettings(settings, { ...call, status: 200 });
    call.audited = true;
    return answer(factorPolicy({ settings }));
  },
} satisfies Partial<OfficeHandlers>;
