import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { addressContext } from '../lib/formal-address';
import { LoadingScreen } from '../ui/loading-screen';
import { MessageScreen } from '../ui/message-screen';
import type { TenantState } from './use-tenant';

// The branded screens load on demand, so a wrong address or an error costs only the first chunk.
const TenantHome = lazy(() => import('./tenant-home').then((module) => ({ default: module.TenantHome })));

/** Picks the screen for where the office lookup stands. */
export function TenantGate({ state, onRetry }: { state: TenantState; onRetry: () => void }) {
  const { t } = useTranslation();
  // Without an office there is no pronoun setting; the rule then gives the formal form.
  const context = addressContext(state.status === 'ready' ? state.tenant.pronoun : null);
  const loading = <LoadingScreen label={t('loading_office')} />;

  switch (state.status) {
    case 'loading':
      return loading;
    case 'ready':
      return (
        <Suspense fallback={loading}>
          <TenantHome tenant={state.tenant} />
        </Suspense>
      );
    case 'no-office':
      return <MessageScreen title={t('neutral_welcome_title')} body={t('neutral_welcome_body', { context })} />;
    case 'unknown-office':
      return <MessageScreen title={t('unknown_office_title')} body={t('unknown_office_body', { context })} />;
    case 'failed':
      return (
        <MessageScreen
          role="alert"
          title={t('server_error_title')}
          body={t('server_error_body', { context })}
          action={
            <Button variant="contained" onClick={onRetry}>
              {t('retry')}
            </Button>
          }
        />
      );
  }
}
