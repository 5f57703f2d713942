import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import type { Proposal } from './proposals';
import { cumulativeDifference, tableMonths } from './refinance-summary';

const money = (value: number | null) => (value === null ? '' : formatMoney(value, 0));

/**
 * One picture: the monthly payment now against the best proposal, and the difference added up
 * month by month over the fixed period after what is paid up front. The drawing is hidden from
 * screen readers; the table below it carries the same numbers as text.
 */
export default function RefinanceChart({ now, best, upFront }: { now: number; best: Proposal; upFront: number }) {
  const { t } = useTranslation('calculators');
  const period = best.new_interest_period_in_months;
  const cumulative = cumulativeDifference(best.gross_difference_per_month, upFront, period);
  const months = cumulative.map((_, month) => month);
  const { palette } = useTheme();
  const legend: [string, string][] = [
    [t('chart_legend_now'), palette.text.secondary],
    [t('chart_legend_best'), palette.primary.main],
    [t('chart_cumulative'), palette.secondary.main],
  ];
  const rows: [string, number][] = [
    [t('chart_monthly_now'), now],
    [t('chart_monthly_best'), best.gross_monthly_payments],
    ...tableMonths(period).map((month) => [t('chart_after', { months: month }), cumulative[month] ?? 0] as [string, number]),
  ];
  return (
    <Box component="figure" aria-labelledby="refinance-chart-title" sx={{ m: 0, mt: 2 }}>
      <Typography id="refinance-chart-title" component="figcaption" variant="subtitle2">
        {t('chart_title', { product: best.product_line_name })}
      </Typography>
      {/* Composed from the plot and axes only: the full chart components bring tooltips, legends and zoom. */}
      <Box aria-hidden>
        <ChartsContainer
          height={240}
          margin={{ right: 8, left: 8 }}
          skipAnimation
          xAxis={[{ id: 'months', data: months, scaleType: 'linear', label: t('chart_month'), min: 0, max: period }]}
          yAxis={[
            { id: 'monthly', position: 'left', valueFormatter: money, width: 64, min: 0 },
            { id: 'cumulative', position: 'right', valueFormatter: money, width: 72 },
          ]}
          series={[
            { type: 'line', id: 'now', data: months.map(() => now), yAxisId: 'monthly', color: palette.text.secondary, showMark: false },
            { type: 'line', id: 'best', data: months.map(() => best.gross_monthly_payments), yAxisId: 'monthly', color: palette.primary.main, showMark: false },
            { type: 'line', id: 'cumulative', data: cumulative, yAxisId: 'cumulative', color: palette.secondary.main, showMark: false },
          ]}
        >
          <ChartsReferenceLine y={0} axisId="cumulative" lineStyle={{ strokeDasharray: '4 4' }} />
          <LinePlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="monthly" />
          <ChartsYAxis axisId="cumulative" />
        </ChartsContainer>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5, typography: 'caption' }}>
          {legend.map(([label, colour]) => (
            <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box component="span" sx={{ width: 16, height: 3, bgcolor: colour }} />
              {label}
            </Box>
          ))}
        </Box>
      </Box>
      <Table size="small" aria-label={t('chart_table')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ pr: 0, color: value < 0 ? 'error.main' : undefined }}>
                {formatMoney(value, 0)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
