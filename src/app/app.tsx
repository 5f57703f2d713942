import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { TenantLoadError, tenantQuery } from '../api/get-tenant';
import { SessionProvider, useSession } from '../features/auth';
import { officeFromHost } from '../lib/tenant-host';
import { i18n } from './i18n';
import { queryClient } from './query-client';
import { TenantGate, type TenantStatus } from './tenant-gate';
import { tenantTheme } from './theme';

const HOST_OFFICE = officeFromHost(window.location.host, import.meta.env.BASE_DOMAIN ?? 'localhost');

/**
 * Logout and account switches clear every cached answer (core §4) but the office's own branding:
 * it is public, the same for every customer, and refetching it would flash the loading screen.
 */
function forgetCustomerData(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'tenant' });
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider tenantName={HOST_OFFICE} onLoggedOut={forgetCustomerData}>
          <TenantPortal />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * The portal as its office shows it: the host's office, or on a host without one the office of
 * the signed-in account (core §1: from the code typed at login, the stored user or the host).
 */
function TenantPortal() {
  const { t } = useTranslation();
  const { tenantName } = useSession();
  const query = useQuery(tenantQuery(tenantName));

  let state: TenantStatus;
  if (tenantName === null) state = { status: 'none' };
  else if (query.data?.kind === 'found') state = { status: 'ready', tenant: query.data.tenant };
  else if (query.data?.kind === 'unknown-office') state = { status: 'unknown-office' };
  else if (query.isError) state = { status: 'failed', httpStatus: query.error instanceof TenantLoadError ? query.error.status : null };
  else state = { status: 'loading' };

  const tenant = state.status === 'ready' ? state.tenant : null;
  const title = tenant ? (tenant.full_name ?? tenant.name) : t('app_name');
  // The browser tab names the office, so a customer with several tabs finds theirs.
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <ThemeProvider theme={tenantTheme(tenant)}>
      <CssBaseline />
      <TenantGate tenant={state} onRetry={() => void query.refetch()} />
    </ThemeProvider>
  );
}
