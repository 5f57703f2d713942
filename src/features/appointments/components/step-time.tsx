import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { weekRange } from '../appointment-time';
import { resourcesWithTimes, type BookableSlot, type Catalogue } from '../booking.machine';
import { RetryAlert } from '../../../ui/retry-alert';
import { TimeRadios } from './time-radios';

interface Props {
  catalogue: Catalogue;
  week: number;
  slots: BookableSlot[] | null;
  resourceId: number | null;
  slot: BookableSlot | null;
  status: 'loading' | 'failed' | 'ready';
  send: (
    event:
      | { type: 'PREVIOUS_WEEK' }
      | { type: 'NEXT_WEEK' }
      | { type: 'RETRY' }
      | { type: 'CHOOSE_RESOURCE'; resourceId: number }
      | { type: 'CHOOSE_SLOT'; slot: BookableSlot },
  ) => void;
}

/** Step 2: a week (not before this one), a resource with times that week, then one of its times. */
export function StepTime({ catalogue, week, slots, resourceId, slot, status, send }: Props) {
  const { t } = useTranslation('appointments');
  const resourceLabel = useId();
  const { monday, sunday } = weekRange(new Date(), week);
  const resources = resourcesWithTimes({ catalogue, slots });
  const shown = (slots ?? []).filter((candidate) => candidate.resourceId === resourceId);
  const firstTime = useRef<HTMLInputElement>(null);
  const nextWeek = useRef<HTMLButtonElement>(null);
  // The step's first field takes focus once its first week is in: the times, or without any the
  // next week. Later weeks leave focus on the week buttons the customer is pressing.
  const focused = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || focused.current) return;
    focused.current = true;
    (firstTime.current ?? nextWeek.current)?.focus();
  }, [status]);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton onClick={() => send({ type: 'PREVIOUS_WEEK' })} disabled={week === 0} aria-label={t('week_previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h3" variant="subtitle1" aria-live="polite" sx={{ fontWeight: 600, textAlign: 'center' }}>
          {t('week_of', { from: formatDate(monday, 'short'), till: formatDate(sunday, 'short') })}
        </Typography>
        <IconButton ref={nextWeek} onClick={() => send({ type: 'NEXT_WEEK' })} aria-label={t('week_next')}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {status === 'loading' && <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />}
      {status === 'failed' && (
        <RetryAlert retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY' })}>
          {t('load_error')}
        </RetryAlert>
      )}
      {status === 'ready' && resources.length === 0 && (
        <Alert severity="info" role="status">
          {t('no_results_bookable_times')}
        </Alert>
      )}
      {status === 'ready' && resources.length > 0 && (
        <>
          <Box>
            <Typography id={resourceLabel} variant="body2" color="text.secondary" gutterBottom>
              {t('resource')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={resourceId}
              onChange={(_event, value: number | null) => value !== null && send({ type: 'CHOOSE_RESOURCE', resourceId: value })}
              aria-labelledby={resourceLabel}
              sx={{ flexWrap: 'wrap' }}
            >
              {resources.map((resource) => (
                <ToggleButton key={resource.id} value={resource.id} sx={{ textTransform: 'none' }}>
                  {resource.name}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <TimeRadios slots={shown} slot={slot} onChoose={(candidate) => send({ type: 'CHOOSE_SLOT', slot: candidate })} firstRef={firstTime} />
        </>
      )}
    </Stack>
  );
}
