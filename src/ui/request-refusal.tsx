import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { components } from '../../generated/portal';
import { formatDate } from '../lib/format';
import { requestStatus } from '../lib/request-status';
import { usePortal } from './portal-context';

type Step = components['schemas']['ProgressStep'];

/** Why the office refused the document delivered for a step: the code in words, its own text as written. */
export function RequestRefusal({ step, compact = false }: { step: Step; compact?: boolean }) {
  const { t } = useTranslation('common');
  const { address } = usePortal();
  const refusal = step.refusal;
  // Only while the step waits for a new version; once one is in, the history tells of the refusal.
  if (!refusal || requestStatus(step) !== 'refused') return null;
  const reason = t(`refusal_reason_${refusal.reason_code}`);
  const when = formatDate(refusal.refused_at, 'long');
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="request-refusal">
      <AlertTitle sx={{ mb: compact ? 0 : undefined }}>{t('refusal_title', { name: step.name, reason })}</AlertTitle>
      {!compact && (
        <>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {refusal.reason}
          </Typography>
          <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
            {refusal.refused_by ? t('refusal_by', { who: refusal.refused_by, date: when }) : t('refusal_on', { date: when })}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('refusal_again', { context: address })}
          </Typography>
        </>
      )}
    </Alert>
  );
}

/** Each version the customer delivered for a step and each verdict of the office, oldest first. */
export function RequestHistory({ step }: { step: Step }) {
  const { t } = useTranslation('common');
  const { address } = usePortal();
  const lines = step.history ?? [];
  if (lines.length === 0) return null;
  const what = (line: components['schemas']['ProgressStepEvent']) => {
    if (line.kind === 'version') return t('history_version', { name: line.name ?? step.name });
    if (line.kind === 'accepted') return t('history_accepted');
    return t('history_refused', { reason: line.reason_code ? t(`refusal_reason_${line.reason_code}`) : '' });
  };
  const who = (line: components['schemas']['ProgressStepEvent']) =>
    line.by === 'customer' ? t('history_by_customer', { context: address }) : (line.who ?? t('history_by_office'));
  return (
    <List dense disablePadding aria-label={t('history_title', { name: step.name })} sx={{ mt: 1 }}>
      {lines.map((line) => (
        <ListItem key={`${line.kind}-${line.at}`} disableGutters sx={{ py: 0 }}>
          <ListItemText
            primary={what(line)}
            secondary={[who(line), formatDate(line.at, 'long'), line.reason].filter(Boolean).join(' · ')}
            slotProps={{ primary: { variant: 'body2' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
