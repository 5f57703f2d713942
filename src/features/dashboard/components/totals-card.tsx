import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { DonutChart } from '../../../ui/charts/donut-chart';
import type { Slice } from '../totals';

interface TotalsCardProps {
  title: string;
  /** Already translated, e.g. "Totale restschuld". */
  totalLabel: string;
  slices: readonly Slice[];
  loading: boolean;
  emptyText: string;
}

/** A total with its pie chart and the parts written out, so the numbers do not depend on seeing the chart. */
export function TotalsCard({ title, totalLabel, slices, loading, emptyText }: TotalsCardProps) {
  const { t } = useTranslation('dashboard');
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {loading ? (
          <CircularProgress aria-label={t('loading')} />
        ) : slices.length === 0 ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {totalLabel}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {formatMoney(total)}
            </Typography>
            {/* The parts are listed below with their amounts, so the chart needs no legend of its own. */}
            <DonutChart segments={slices} title={title} legend={false} size={150} />
            <List dense disablePadding>
              {slices.map((slice) => (
                <ListItem key={slice.id} disableGutters secondaryAction={<Typography variant="body2">{formatMoney(slice.value)}</Typography>}>
                  {/* A long Dutch or German policy name wraps, hyphenated, rather than being cut off. */}
                  <ListItemText primary={slice.label} slotProps={{ primary: { sx: { pr: 12 } } }} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
