import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import type { PieSlice } from './policy-figures';

const RADIUS = 15.9155; // circumference 100, so a slice's dash length is its percentage

/**
 * The total pie of the monthly premiums, drawn as SVG strokes: a few slices do not need a chart
 * library, and the legend carries the same numbers as text for screen readers.
 */
export function PolicyPie({ slices }: { slices: readonly PieSlice[] }) {
  const { t } = useTranslation('dossier');
  const theme = useTheme();
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  if (total <= 0) return null;
  const colours = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main, theme.palette.warning.main, theme.palette.info.main, theme.palette.error.main];
  // Each slice starts where the ones before it end (25 puts the first at twelve o'clock).
  const shares = slices.map((slice) => (slice.value / total) * 100);
  const starts = shares.map((_share, index) => shares.slice(0, index).reduce((sum, share) => sum + share, 0));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box component="svg" viewBox="0 0 42 42" role="img" aria-label={t('pie_label')} sx={{ width: 160, height: 160, flexShrink: 0 }}>
        {slices.map((slice, index) => {
          const share = shares[index] ?? 0;
          return (
            <circle
              key={slice.id}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              stroke={colours[index % colours.length]}
              strokeWidth="6"
              strokeDasharray={`${share} ${100 - share}`}
              strokeDashoffset={25 - (starts[index] ?? 0)}
            />
          );
        })}
      </Box>
      <Box>
        <Typography variant="subtitle2">{t('pie_total', { amount: formatMoney(total) })}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {slices.map((slice, index) => (
            <Box component="li" key={slice.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colours[index % colours.length] }} />
              <Typography variant="body2">
                {slice.label}: {formatMoney(slice.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
