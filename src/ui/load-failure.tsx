import { useTranslation } from 'react-i18next';
import { RetryAlert } from './retry-alert';

/**
 * A read that failed, with its retry: a server out of reach is told as such (the customer's file
 * or data is not to blame), any other failure in the screen's own words.
 */
export function LoadFailure({ unreachable, message, onRetry }: { unreachable: boolean; message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <RetryAlert retryLabel={t('retry')} onRetry={onRetry}>
      {unreachable ? t('server_unreachable') : message}
    </RetryAlert>
  );
}
