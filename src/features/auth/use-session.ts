import { useContext } from 'react';
import { SessionContext, type SessionApi } from './session-context';

/** The customer's session; only inside SessionProvider. */
export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
