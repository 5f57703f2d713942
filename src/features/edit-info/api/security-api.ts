// The account tab's calls around second factors (issue 39): the factors, the app's set-up and
// step-up. Each write answers the set-up machine's Outcome: a 403 `step_up_required` asks for a
// fresh proof, any other refusal carries the server's message key.
import { queryOptions } from '@tanstack/react-query';
import { portalClient } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import type { AppKey, Outcome } from '../app-setup.machine';

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

export const securityCalls = {
  begin: async (): Promise<Outcome<AppKey>> => outcome(await portalClient.POST('/customer/auth/app/setup')),
  confirm: async (code: string): Promise<Outcome<string[]>> => {
    const answer = outcome(await portalClient.POST('/customer/auth/app/confirm', { body: { code } }));
    return answer.kind === 'done' ? { kind: 'done', value: answer.value.codes } : answer;
  },
  mailStepUpCode: async (): Promise<Outcome<null>> => nothing(outcome(await portalClient.POST('/customer/auth/step_up/code'))),
  stepUp: async (code: string): Promise<Outcome<null>> =>
    nothing(outcome(await portalClient.POST('/customer/auth/step_up', { body: { factor: 'email', code } }))),
};
