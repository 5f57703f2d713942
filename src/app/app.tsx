import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { loadOffice, useOffice } from '../api/office-lookup';
import { SessionProvider, useSession } from '../features/auth';
import { forgetCustomerData } from './forget-customer-data';
import { i18n } from './i18n';
import { HOST_OFFICE } from './startup/host-office';
import { TenantGate, type TenantStatus } from './tenant-gate';
import { tenantTheme } from './theme';

// The office of the host is asked for before React starts (startup/early-start.ts). Its branding
// stays on logout and account switches: it is public, the same for every customer.
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider tenantName={HOST_OFFICE} onLoggedOut={forgetCustomerData}>
        <TenantPortal />
      </SessionProvider>
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
  const office = useOffice(tenantName);

  let state: TenantStatus;
  if (tenantName === null || office === null) state = { status: 'none' };
  else if (office.status === 'found') state = { status: 'ready', tenant: office.tenant };
  else state = office;

  const tenant = state.status === 'ready' ? state.tenant : null;
  const title = tenant ? (tenant.full_name ?? tenant.name) : t('app_name');
  // The browser tab names the office, so a customer with several tabs finds theirs.
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <ThemeProvider theme={tenantTheme(tenant)}>
      <CssBaseline />
      <TenantGate tenant={state} onRetry={() => tenantName !== null && loadOffice(tenantName)} />
    </ThemeProvider>
  );
}
