import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalData } from '../../../api/portal-data';
import { addDays, dutchToday } from '../../../lib/amsterdam-time';
import { availableCalculators } from '../../../lib/calculators';
import { usePathOf, usePortal } from '../../../ui/portal-context';
import { useSignalActions } from '../api/use-signal-actions';
import { watchSignals } from './watch-signals';

/** How long "remind me later" hides a signal. */
const SNOOZE_DAYS = 7;

/**
 * The signals the portal computed from the customer's data (a fixed rate that ends, an AOW date
 * that nears, …), each with its figures, a link to act on it, and snooze and dismiss. Shown
 * above the hypotheekwacht's steps; nothing while there are none.
 */
export function WatchSignalList() {
  const { t } = useTranslation('dashboard');
  const { address, tenant } = usePortal();
  const signals = usePortalData('signals');
  const mortgages = usePortalData('mortgages');
  const paths = {
    mortgages: usePathOf('hypotheek'),
    policies: usePathOf('verzekeringen'),
    appointments: usePathOf('afspraken'),
    retirement: usePathOf('pensioen'),
  };
  const action = useSignalActions();
  const items = watchSignals(signals.data ?? [], mortgages.data ?? [], availableCalculators(tenant), paths);
  if (items.length === 0 && !action.isError) return null;
  return (
    <Box component="section" aria-label={t('watch_signals_label', { context: address })} sx={{ mt: 1.5 }}>
      {action.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('watch_signal_failed', { context: address })}
        </Alert>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5 }}>
            <Typography variant="body2">{item.message}</Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              {item.link && (
                <Button size="small" variant="contained" component={Link} to={item.link.to}>
                  {t(item.link.text, { context: address })}
                </Button>
              )}
              <Button
                size="small"
                disabled={action.isPending}
                onClick={() => action.mutate({ kind: 'snooze', id: item.id, until: addDays(dutchToday(), SNOOZE_DAYS) })}
              >
                {t('watch_signal_snooze')}
              </Button>
              <Button size="small" disabled={action.isPending} onClick={() => action.mutate({ kind: 'dismiss', id: item.id })}>
                {t('watch_signal_dismiss')}
              </Button>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
