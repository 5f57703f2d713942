import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../api/query-keys';
import { endOtherSessions, endSession } from '../api/sessions-api';

export type SessionMessage = 'ended' | 'ended_others' | 'end_failed';

/** One tap ends one session or all others (decision record 052: useMutation), then the list is read again. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<SessionMessage | null>(null);
  const settle = (done: SessionMessage) => ({
    onSuccess: () => setMessage(done),
    onError: () => setMessage('end_failed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
  const endOne = useMutation({ mutationFn: endSession, ...settle('ended') });
  const endOthers = useMutation({ mutationFn: endOtherSessions, ...settle('ended_others') });
  return { message, endOne, endOthers };
}
