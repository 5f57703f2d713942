import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { queryKeys } from '../../../api/query-keys';
import { toServerDate } from '../../../lib/format';
import { submitDamage } from '../api/damages-api';
import { damageReportMachine, type DamageSubmission } from './damage-report.machine';

/** The damage report machine with the real call; success refreshes the damage data. */
export function useDamageReport() {
  const queryClient = useQueryClient();
  const actor = useActorRef(damageReportMachine.provide({ actors: { submit: fromPromise<void, DamageSubmission>(({ input }) => submitDamage(input)) } }), {
    input: { today: toServerDate(new Date()) },
  });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  useEffect(() => {
    if (state === 'success') void queryClient.invalidateQueries({ queryKey: queryKeys.data('damages') });
  }, [state, queryClient]);
  return { state, context, send: actor.send };
}
