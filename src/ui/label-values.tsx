import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../lib/format';

export interface LabelValue {
  label: string;
  value: string | number | null;
}

/**
 * How a value of a description row reads. The contract's rows carry no unit; their numbers are
 * amounts in euros except small counts ("Aantal kinderen: 2"), so whole numbers below 100 stay
 * plain unless the block is known to hold money only.
 */
export function displayValue(value: string | number | null, moneyOnly = false): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'string') return value;
  if (!moneyOnly && Number.isInteger(value) && Math.abs(value) < 100) return String(value);
  return formatMoney(value);
}

/** A description list of label and value rows, two columns that stay readable on a phone. */
export function LabelValues({ rows, moneyOnly = false }: { rows: readonly LabelValue[]; moneyOnly?: boolean }) {
  if (rows.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' }, columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map((row, index) => (
        <Box key={`${row.label}-${index}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {displayValue(row.value, moneyOnly)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
