/**
 * The signed-in portal: the router with the resolved routes inside the shell. The sign-in side
 * renders it inside its providers (i18n, theme, SessionProvider); the QueryClientProvider is here. It takes
 * the office as a prop when the caller has it, and otherwise reads the session's office from the
 * same office lookup the start-up screens use.
 */
import Button from '@mui/material/Button';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import type { Tenant } from '../../api/get-tenant';
import { useKeptLanguage } from '../../api/language';
import { loadOffice, useOffice } from '../../api/office-lookup';
import { prefetchPortalData } from '../../api/portal-data';
import { useSession } from '../../features/auth';
import { LoadingScreen } from '../../ui/loading-screen';
import { MessageScreen } from '../../ui/message-screen';
import { setFormatLanguage } from '../../lib/format';
import { i18n } from '../i18n';
import { queryClient } from '../query-client';
import { onFirstReads } from '../startup/on-first-reads';
import { screens } from '../registries/screens';
import { portalRoutes } from '../router';
import { CountsProvider } from './counts-context';
import { ShellProvider, useShell } from './shell-context';

// Dates are drawn only once signed in, so dayjs and its locales come with this chunk and follow
// the portal's language from here, not from the sign-in screens' first download.
setFormatLanguage(i18n.language);
i18n.on('languageChanged', setFormatLanguage);

/** The dashboard's code, which start-up fetches beside the shell's on a device with a session. */
export const preloadDashboard = () => screens.dashboard.preload();

// Start-up's reads of the home screen, into the one cache the screen reads, as soon as this chunk
// runs: not after a later turn of the event loop, when React may have taken the thread to draw.
onFirstReads(({ names, accessToken }) => prefetchPortalData(queryClient, names, accessToken));

// An office that requires an authenticator app has a customer without one set it up first (issue 39).

export function SignedInApp({ tenant }: { tenant?: Tenant }) {
  // The cache of server data comes with this chunk: the signed-out screens need none of it.
  return <QueryClientProvider client={queryClient}>{tenant ? <SignedInPortal tenant={tenant} /> : <SessionOfficePortal />}</QueryClientProvider>;
}

function SessionOfficePortal() {
  const { t } = useTranslation();
  const { tenantName } = useSession();
  const office = useOffice(tenantName);
  if (office?.status === 'found') return <SignedInPortal tenant={office.tenant} />;
  if (office?.status === 'loading') return <LoadingScreen label={t('loading_office')} />;
  return (
    <MessageScreen
      role="alert"
      title={t('server_error_title')}
      body={t('server_error_body', { context: 'u' })}
      action={
        <Button variant="contained" onClick={() => tenantName !== null && loadOffice(tenantName)}>
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
        <KeptLanguage />
        <PortalRouter />
      </CountsProvider>
    </ShellProvider>
  );
}

/** Its own component, so the customer's answer arriving redraws nothing but this. */
function KeptLanguage() {
  useKeptLanguage();
  return null;
}

function PortalRouter() {
  const { resolved } = useShell();
  // The routes change only when the office's config does. A declarative router, like the sign-in
  // side's (signed-out-routes.tsx says why); logout unmounts it with its history listener.
  const routes = useMemo(() => portalRoutes(resolved), [resolved]);
  return (
    <BrowserRouter>
      <PortalRoutes routes={routes} />
    </BrowserRouter>
  );
}

function PortalRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
