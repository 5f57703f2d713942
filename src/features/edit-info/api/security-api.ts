// The account tab's calls around second factors (issue 39): the factors, the app's set-up and
// removal, new recovery codes, the password change and step-up. Each write answers an Outcome: a
// 403 `step_up_required` asks for a fresh proof, any other refusal carries the server's message key.
import { queryOptions } from '@tanstack/react-query';
import type { operations } from '../../../../generated/portal';
import { portalClient } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import type { AppKey } from '../app-setup.machine';
import { nothing, outcome } from '../../../api/step-up';
import type { Outcome } from '../../../lib/step-up.machine';

export const secondFactorsQuery = () =>
  queryOptions({
    queryKey: queryKeys.secondFactors,
    queryFn: async ({ signal }) => {
      const { data, error } = await portalClient.GET('/customer/auth/factors', { signal });
      if (error !== undefined) throw new Error('second factors');
      return data;
    },
  });

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
};
