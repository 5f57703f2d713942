// Loaded on demand (React.lazy): the charts library is large and only this card needs it.
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatMoney } from '../../../lib/format';

import type { Slice } from '../totals';

export default function TotalsPieChart({ slices, title }: { slices: readonly Slice[]; title: string }) {
  // The office's own colours first, so the chart looks like the rest of its portal.
  const { palette } = useTheme();
  const colors = [palette.primary.main, palette.secondary.main, palette.info.main, palette.success.main, palette.warning.main, palette.error.main, palette.primary.light, palette.secondary.light];
  return (
    <PieChart
      aria-label={title}
      height={180}
      colors={colors}
      hideLegend
      series={[{ data: [...slices], innerRadius: 45, paddingAngle: 1, cornerRadius: 3, valueFormatter: (item) => formatMoney(item.value) }]}
    />
  );
}
