import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import { TenantGate } from './tenant-gate';
import { tenantTheme } from './theme';
import { useTenant } from './use-tenant';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <TenantPortal />
    </I18nextProvider>
  );
}

/** The portal as the host's office shows it: its theme once known, neutral until then. */
function TenantPortal() {
  const { t } = useTranslation();
  const { state, retry } = useTenant();
  const tenant = state.status === 'ready' ? state.tenant : null;
  const title = tenant ? (tenant.full_name ?? tenant.name) : t('app_name');

  // The browser tab names the office, so a customer with several tabs finds theirs.
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <ThemeProvider theme={tenantTheme(tenant)}>
      <CssBaseline />
      <TenantGate state={state} onRetry={retry} />
    </ThemeProvider>
  );
}
