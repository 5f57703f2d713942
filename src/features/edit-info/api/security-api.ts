// The account tab's calls around second factors (issue 39): the factors, the app's set-up and
// removal, new recovery codes, the password change and step-up. Each write answers an Outcome: a
// 403 `step_up_required` asks for a fresh proof, any other refusal carries the server's message key.
import { queryOptions } from '@tanstack/react-query';
import type { operations } from '../../../../generated/portal';
import { portalClient } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import type { AppKey } from '../app-setup.machine';
import type { Outcome, ProvableFactors, StepUpFactor } from '../step-up.machine';

export const secondFactorsQuery = () =>
  queryOptions({
    queryKey: queryKeys.secondFactors,
    queryFn: async ({ signal }) => {
      const { data, error } = await portalClient.GET('/customer/auth/factors', { signal });
      if (error !== undefined) throw new Error('second factors');
      return data;
    },
  });

function outcome<T>(result: { data?: T; error?: { error: { code: string } }; response: Response }): Outcome<T> {
  if (result.data !== undefined) return { kind: 'done', value: result.data };
  const key = result.error?.error.code ?? 'security_error';
  return key === 'step_up_required' ? { kind: 'stepUp' } : { kind: 'refused', key };
}

const nothing = <T>(answer: Outcome<T>): Outcome<null> => (answer.kind === 'done' ? { kind: 'done', value: null } : answer);
const codesOf = (answer: Outcome<{ codes: string[] }>): Outcome<string[]> => (answer.kind === 'done' ? { kind: 'done', value: answer.value.codes } : answer);

export type PasswordBody = operations['postChangePassword']['requestBody']['content']['application/json'];

export const securityCalls = {
  begin: async (): Promise<Outcome<AppKey>> => outcome(await portalClient.POST('/customer/auth/app/setup')),
  confirm: async (code: string): Promise<Outcome<string[]>> => codesOf(outcome(await portalClient.POST('/customer/auth/app/confirm', { body: { code } }))),
  removeApp: async (): Promise<Outcome<string[]>> => {
    const answer = outcome(await portalClient.DELETE('/customer/auth/app'));
    return answer.kind === 'done' ? { kind: 'done', value: [] } : answer;
  },
  renewCodes: async (): Promise<Outcome<string[]>> => codesOf(outcome(await portalClient.POST('/customer/auth/recovery_codes'))),
  changePassword: async (body: PasswordBody): Promise<Outcome<null>> => nothing(outcome(await portalClient.POST('/customer/auth/change/password', { body }))),
  /** What the customer can prove a step-up with, read fresh: the app may have just been set up. */
  provable: async (): Promise<ProvableFactors> => {
    const { data, error } = await portalClient.GET('/customer/auth/factors');
    if (error !== undefined) throw new Error('second factors');
    return { app: data.app && data.accepted.includes('app'), email: data.accepted.includes('email') };
  },
  mailStepUpCode: async (): Promise<Outcome<null>> => nothing(outcome(await portalClient.POST('/customer/auth/step_up/code'))),
  stepUp: async (factor: StepUpFactor, code: string): Promise<Outcome<null>> =>
    nothing(outcome(await portalClient.POST('/customer/auth/step_up', { body: { factor, code } }))),
};
