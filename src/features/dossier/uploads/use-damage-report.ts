import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { portalDataKey } from '../../../api/portal-data';
import { toServerDate } from '../../../lib/format';
import { damageReportMachine, FILE_GROUPS, type DamageSubmission, type SubmitResult } from './damage-report.machine';
import { postMultipart } from './send-multipart';

async function submitDamage(report: DamageSubmission): Promise<SubmitResult> {
  const form = new FormData();
  form.append('type', report.type);
  form.append('estimated', String(report.estimated));
  form.append('date', report.date);
  form.append('cause', report.cause);
  form.append('screen', 'verzekeringen');
  for (const group of FILE_GROUPS) for (const file of report.files[group]) form.append(group, file, file.name);
  const answer = await postMultipart('/customer/damage', form);
  if (answer.status === 413) return { kind: 'fileSize' };
  return answer.status >= 200 && answer.status < 300 ? { kind: 'sent' } : { kind: 'failed' };
}

/** The damage report machine with the real call; success refreshes the damage data. */
export function useDamageReport() {
  const queryClient = useQueryClient();
  const actor = useActorRef(damageReportMachine.provide({ actors: { submit: fromPromise(({ input }: { input: DamageSubmission }) => submitDamage(input)) } }), {
    input: { today: toServerDate(new Date()) },
  });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  useEffect(() => {
    if (state === 'success') void queryClient.invalidateQueries({ queryKey: portalDataKey('damages') });
  }, [state, queryClient]);
  return { state, context, send: actor.send };
}
