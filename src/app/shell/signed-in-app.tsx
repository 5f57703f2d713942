/**
 * The signed-in portal: the router with the resolved routes inside the shell. The sign-in side
 * renders it inside its providers (i18n, theme, QueryClientProvider, SessionProvider). It takes
 * the office as a prop when the caller has it, and otherwise reads the session's office from the
 * same cached query the start-up screens use.
 */
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { tenantQuery, type Tenant } from '../../api/get-tenant';
import { useSession } from '../../features/auth';
import { LoadingScreen } from '../../ui/loading-screen';
import { MessageScreen } from '../../ui/message-screen';
import { createPortalRouter } from '../router';
import { CountsProvider } from './counts-context';
import { ShellProvider, useShell } from './shell-context';

export function SignedInApp({ tenant }: { tenant?: Tenant }) {
  return tenant ? <SignedInPortal tenant={tenant} /> : <SessionOfficePortal />;
}

function SessionOfficePortal() {
  const { t } = useTranslation();
  const { tenantName } = useSession();
  const office = useQuery(tenantQuery(tenantName));
  if (office.data?.kind === 'found') return <SignedInPortal tenant={office.data.tenant} />;
  if (office.isPending && tenantName !== null) return <LoadingScreen label={t('loading_office')} />;
  return (
    <MessageScreen
      role="alert"
      title={t('server_error_title')}
      body={t('server_error_body', { context: 'u' })}
      action={
        <Button variant="contained" onClick={() => void office.refetch()}>
          {t('retry')}
        </Button>
      }
    />
  );
}

function SignedInPortal({ tenant }: { tenant: Tenant }) {
  return (
    <ShellProvider tenant={tenant}>
      <CountsProvider>
        <PortalRouter />
      </CountsProvider>
    </ShellProvider>
  );
}

function PortalRouter() {
  const { resolved } = useShell();
  // One router per resolved config: it changes only when the office does.
  const router = useMemo(() => createPortalRouter(resolved), [resolved]);
  // Logout unmounts the shell; the router's history listener goes with it.
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
