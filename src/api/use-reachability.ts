import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Whether the server (or the network) is out of reach now, as the onlineManager knows it. */
export function useServerUnreachable() {
  return !useSyncExternalStore(
    (changed) => onlineManager.subscribe(changed),
    () => onlineManager.isOnline(),
  );
}

/** Fetches again every read on screen that failed: the retry of a failure message. */
export function useRetryFailedReads() {
  const client = useQueryClient();
  return () => void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
}
