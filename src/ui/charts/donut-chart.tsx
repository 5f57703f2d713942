import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Palette } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format';

export interface DonutSegment {
  /** Stable key of the segment (a record id). */
  id: number | string;
  label: string;
  value: number;
  /** A CSS colour; without one the segment takes the next colour of the office's palette. */
  colour?: string;
}

interface DonutChartProps {
  segments: readonly DonutSegment[];
  /** The chart's accessible name (the picture is one image to a screen reader). */
  title: string;
  /** A line above the legend, e.g. the total. */
  summary?: ReactNode;
  /** Writes each segment's label and value beside the chart; off when the caller lists them itself. */
  legend?: boolean;
  /** How a value reads in the legend (money by default). */
  formatValue?: (value: number) => string;
  /** Width and height in pixels. */
  size?: number;
}

const RADIUS = 15.9155; // circumference 100, so a segment's dash length is its percentage

/** The office's own colours first, so a chart looks like the rest of its portal. */
export function paletteColours(palette: Palette): string[] {
  return [
    palette.primary.main,
    palette.secondary.main,
    palette.info.main,
    palette.success.main,
    palette.warning.main,
    palette.error.main,
    palette.primary.light,
    palette.secondary.light,
  ];
}

/**
 * A donut of a few segments drawn as SVG strokes: a handful of numbers needs no chart library, so
 * the screen paints without waiting for one. The legend carries the same numbers as text.
 */
export function DonutChart({ segments, title, summary, legend = true, formatValue = formatMoney, size = 160 }: DonutChartProps) {
  const { palette } = useTheme();
  const shown = segments.filter((segment) => segment.value > 0);
  const total = shown.reduce((sum, segment) => sum + segment.value, 0);
  if (total <= 0) return null;
  const defaults = paletteColours(palette);
  const colours = shown.map((segment, index) => segment.colour ?? defaults[index % defaults.length]);
  // Each segment starts where the ones before it end (25 puts the first at twelve o'clock).
  const shares = shown.map((segment) => (segment.value / total) * 100);
  const starts = shares.map((_share, index) => shares.slice(0, index).reduce((sum, share) => sum + share, 0));
  return (
    <Stack direction={{ xs: 'column', sm: legend ? 'row' : 'column' }} sx={{ gap: 2, alignItems: { xs: 'flex-start', sm: legend ? 'center' : 'flex-start' } }}>
      <Box component="svg" viewBox="0 0 42 42" role="img" aria-label={title} sx={{ width: size, height: size, flexShrink: 0 }}>
        <title>{title}</title>
        {shown.map((segment, index) => (
          <circle
            key={segment.id}
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke={colours[index]}
            strokeWidth="6"
            strokeDasharray={`${shares[index]} ${100 - (shares[index] ?? 0)}`}
            strokeDashoffset={25 - (starts[index] ?? 0)}
          />
        ))}
      </Box>
      {(summary || legend) && (
        <Box>
          {summary && <Typography variant="subtitle2">{summary}</Typography>}
          {legend && (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {shown.map((segment, index) => (
                <Box component="li" key={segment.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colours[index], flexShrink: 0 }} />
                  <Typography variant="body2">
                    {segment.label}: {formatValue(segment.value)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Stack>
  );
}
