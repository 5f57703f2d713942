import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { secondFactorsQuery } from '../api/security-api';
import { AppSetupDialog } from './app-setup-dialog';
import { useAppSetup } from './security-section';

/**
 * Right after sign-in (issue 39, decision record 069): when the office requires an authenticator
 * app and the customer has none, the app's set-up opens over the portal and cannot be closed
 * until the app is confirmed and the recovery codes were shown; a cancelled step-up opens it again.
 */
export function GuidedAppSetup() {
  const factors = useQuery(secondFactorsQuery());
  const [setup, send] = useAppSetup();
  const due = factors.data !== undefined && factors.data.stronger_required && !factors.data.app;
  const closed = setup.matches('closed');
  useEffect(() => {
    if (due && closed) send({ type: 'OPEN' });
  }, [due, closed, send]);
  if (!due && closed) return null;
  return <AppSetupDialog snapshot={setup} send={send} required />;
}
