// Where the customer is signed in (issue 39): the list and the two ways to end sessions.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../generated/portal';
import { portalClient } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export type SignedInSession = components['schemas']['SignedInSession'];

async function fetchSessions(signal: AbortSignal): Promise<SignedInSession[]> {
  const { data } = await portalClient.GET('/customer/sessions', { signal });
  if (!data) throw new Error('sessions not loaded');
  return data.sessions;
}

export const sessionsQuery = () => queryOptions({ queryKey: queryKeys.sessions, queryFn: ({ signal }) => fetchSessions(signal) });

/** Ends one session; throws when the server did not. */
export async function endSession(id: string): Promise<void> {
  const { response } = await portalClient.DELETE('/customer/sessions/{id}', { params: { path: { id } } });
  if (!response.ok) throw new Error('session not ended');
}

/** Ends every session but this one; throws when the server did not. */
export async function endOtherSessions(): Promise<void> {
  const { response } = await portalClient.DELETE('/customer/sessions');
  if (!response.ok) throw new Error('sessions not ended');
}
