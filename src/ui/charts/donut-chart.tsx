import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatMoney } from '../../lib/format';

export interface DonutSegment {
  /** Unique within the chart (a React key). */
  id: string | number;
  label: string;
  value: number;
  /** A colour of its own (CSS); otherwise the next of the theme's palette. */
  colour?: string;
}

interface DonutChartProps {
  segments: readonly DonutSegment[];
  /** The chart's accessible name (the SVG is an image named by this). */
  title: string;
  /** The line above the legend, usually the total; the legend carries every value as text too. */
  totalText?: string;
  /** How each value reads in the legend; money by default. */
  formatValue?: (value: number) => string;
  size?: number;
}

const RADIUS = 15.9155; // circumference 100, so a segment's dash length is its percentage

/**
 * A donut of a few segments, drawn as SVG strokes: a handful of values does not need a chart
 * library, and the legend carries the same numbers as text for screen readers. Segments of 0 or
 * less are left out; nothing is drawn when nothing is left.
 */
export function DonutChart({ segments, title, totalText, formatValue = (value) => formatMoney(value), size = 160 }: DonutChartProps) {
  const theme = useTheme();
  const shown = segments.filter((segment) => segment.value > 0);
  const total = shown.reduce((sum, segment) => sum + segment.value, 0);
  if (total <= 0) return null;
  const palette = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main, theme.palette.warning.main, theme.palette.info.main, theme.palette.error.main];
  const colourOf = (index: number) => shown[index]?.colour ?? palette[index % palette.length];
  // Each segment starts where the ones before it end (25 puts the first at twelve o'clock).
  const shares = shown.map((segment) => (segment.value / total) * 100);
  const starts = shares.map((_share, index) => shares.slice(0, index).reduce((sum, share) => sum + share, 0));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box component="svg" viewBox="0 0 42 42" role="img" aria-label={title} sx={{ width: size, height: size, flexShrink: 0 }}>
        <title>{title}</title>
        {shown.map((segment, index) => {
          const share = shares[index] ?? 0;
          return (
            <circle
              key={segment.id}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              stroke={colourOf(index)}
              strokeWidth="6"
              strokeDasharray={`${share} ${100 - share}`}
              strokeDashoffset={25 - (starts[index] ?? 0)}
            />
          );
        })}
      </Box>
      <Box>
        {totalText && <Typography variant="subtitle2">{totalText}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((segment, index) => (
            <Box component="li" key={segment.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: colourOf(index) }} />
              <Typography variant="body2">
                {segment.label}: {formatValue(segment.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
