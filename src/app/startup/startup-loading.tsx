import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressContext } from '../../lib/formal-address';
import { PATIENCE_AFTER_MS, patienceLevel, spinnerDelay, type PatienceLevel } from './patience';

const PATIENCE_KEYS = ['patience_1', 'patience_2', 'patience_3'] as const;
// CircularProgress's own size: the space it takes is kept while it waits, so nothing moves when it appears.
const SPINNER_SIZE = 40;

/** The start-up loading screen; the longer it lasts, the more it says (core §2). */
export function StartupLoading({ context }: { context: AddressContext }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<PatienceLevel>(0);
  // Counted from the page's start, not this screen's: the office and then the shell's code may each
  // show this screen, and together they wait once.
  const [spinner, setSpinner] = useState(() => spinnerDelay(performance.now()) === 0);

  useEffect(() => {
    const started = Date.now();
    const timers = PATIENCE_AFTER_MS.map((after) => setTimeout(() => setLevel(patienceLevel(Date.now() - started)), after));
    // Asked again here: the effect can run after the moment has passed (a no-op when it shows already).
    timers.push(setTimeout(() => setSpinner(true), spinnerDelay(performance.now())));
    return () => timers.forEach(clearTimeout);
  }, []);

  const key = level > 0 ? PATIENCE_KEYS[level - 1] : undefined;
  return (
    <Box
      component="main"
      aria-busy="true"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 3, px: 3, textAlign: 'center' }}
    >
      {spinner ? <CircularProgress size={SPINNER_SIZE} aria-label={t('loading_portal', { context })} /> : <Box sx={{ height: SPINNER_SIZE }} />}
      {/* Always in the page, so a screen reader hears each new message. */}
      <Typography role="status" color="text.secondary" sx={{ maxWidth: 420, minHeight: '3em' }}>
        {key ? t(key, { context }) : ''}
      </Typography>
    </Box>
  );
}
