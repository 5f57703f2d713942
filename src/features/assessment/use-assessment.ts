import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { portalClient } from '../../api/client';
import { portalDataKey } from '../../api/portal-data';
import type { DataName } from '../../config';
import { assessmentMachine, type TokenRequest } from './assessment.machine';

/** What a retrieval can change: the mortgage, income and retirement data (and the counts on them). */
const RETRIEVED: readonly DataName[] = ['mortgages', 'incomes', 'partnerIncomes', 'retirements', 'partnerRetirements', 'customer', 'family'];

async function requestToken({ input, signal }: { input: TokenRequest; signal: AbortSignal }): Promise<string> {
  const body = { type: input.type };
  const { data } = input.partner
    ? await portalClient.POST('/customer/customer/assessment_token/partner', { body, signal })
    : await portalClient.POST('/customer/customer/assessment_token', { body, signal });
  if (!data) throw new Error('no assessment token');
  return data.token;
}

/** The data-retrieval machine with the real token call and a refresh of the retrieved data. */
export function useAssessment(request: TokenRequest) {
  const client = useQueryClient();
  return useMachine(
    assessmentMachine.provide({
      actors: {
        requestToken: fromPromise(requestToken),
        refresh: fromPromise(async () => {
          await Promise.all(RETRIEVED.map((name) => client.invalidateQueries({ queryKey: portalDataKey(name) })));
        }),
      },
    }),
    { input: request },
  );
}
