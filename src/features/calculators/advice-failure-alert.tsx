import Alert, { type AlertProps } from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../ui/portal-context';
import type { AdviceFailure } from './api/calculators-api';

/** The one way the calculators say that no results could be fetched, and why (advice §8). */
export function AdviceFailureAlert({ failure, action, sx }: { failure: AdviceFailure } & Pick<AlertProps, 'action' | 'sx'>) {
  const { t } = useTranslation('calculators');
  const { address } = usePortal();
  const failed = failure === 'failed';
  return (
    <Alert severity={failed ? 'error' : 'warning'} action={action} sx={sx}>
      {t('error_retreiving_results')} {failed ? t('check_data', { context: address }) : t('no_loan_parts')}
    </Alert>
  );
}
