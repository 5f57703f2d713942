import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { queryKeys } from '../../api/query-keys';
import type { DataName } from '../../config';
import { requestAssessmentToken } from './api/assessment-api';
import { assessmentMachine, type TokenRequest } from './assessment.machine';

/** What a retrieval can change: the mortgage, income and retirement data (and the counts on them). */
const RETRIEVED: readonly DataName[] = ['mortgages', 'incomes', 'partnerIncomes', 'retirements', 'partnerRetirements', 'customer', 'family'];

/** The data-retrieval machine with the real token call and a refresh of the retrieved data. */
export function useAssessment(request: TokenRequest) {
  const client = useQueryClient();
  return useMachine(
    assessmentMachine.provide({
      actors: {
        requestToken: fromPromise(({ input, signal }: { input: TokenRequest; signal: AbortSignal }) => requestAssessmentToken(input, signal)),
        refresh: fromPromise(async () => {
          await Promise.all(RETRIEVED.map((name) => client.invalidateQueries({ queryKey: queryKeys.data(name) })));
        }),
      },
    }),
    { input: request },
  );
}
