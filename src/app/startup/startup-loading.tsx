import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressContext } from '../../lib/formal-address';
import { PATIENCE_AFTER_MS, patienceLevel, type PatienceLevel } from './patience';

const PATIENCE_KEYS = ['patience_1', 'patience_2', 'patience_3'] as const;

/** The start-up loading screen; the longer it lasts, the more it says (core §2). */
export function StartupLoading({ context }: { context: AddressContext }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<PatienceLevel>(0);

  useEffect(() => {
    const started = Date.now();
    const timers = PATIENCE_AFTER_MS.map((after) => setTimeout(() => setLevel(patienceLevel(Date.now() - started)), after));
    return () => timers.forEach(clearTimeout);
  }, []);

  const key = level > 0 ? PATIENCE_KEYS[level - 1] : undefined;
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 3, px: 3, textAlign: 'center' }}>
      <CircularProgress aria-label={t('loading_portal', { context })} />
      {/* Always in the page, so a screen reader hears each new message. */}
      <Typography role="status" color="text.secondary" sx={{ maxWidth: 420, minHeight: '3em' }}>
        {key ? t(key, { context }) : ''}
      </Typography>
    </Box>
  );
}
