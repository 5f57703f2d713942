// What the customer's file cannot hold about the repayment penalty, asked beside the refinance
// choices: what was already repaid penalty-free this year and whether only part is repaid. The
// lender's penalty-free percentage is asked only when the lender data lack it (the last answer
// says it used the default), so a known lender's terms are never typed over by mistake.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format';
import { MoneyField } from '../../ui/money-field';
import { usePortal } from '../../ui/portal-context';

export interface PenaltyInputValues {
  /** null: the lender data's percentage (or the default). */
  percentage: number | null;
  repaidThisYear: number | null;
  partialAmount: number | null;
}

const PERCENTAGES = [10, 15, 20] as const;

export function PenaltyInputs({
  values,
  askPercentage,
  onChange,
}: {
  values: PenaltyInputValues;
  askPercentage: boolean;
  onChange: (values: PenaltyInputValues) => void;
}) {
  const { t } = useTranslation('calculators');
  const { address } = usePortal();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
      {(askPercentage || values.percentage !== null) && (
        <TextField
          select
          size="small"
          label={t('penalty_free_label', { context: address })}
          value={values.percentage ?? ''}
          onChange={(event) => onChange({ ...values, percentage: Number(event.target.value) })}
          sx={{ minWidth: 160 }}
        >
          {PERCENTAGES.map((percentage) => (
            <MenuItem key={percentage} value={percentage}>
              {formatPercent(percentage, 0)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <MoneyField
        label={t('repaid_this_year_label', { context: address })}
        value={values.repaidThisYear}
        onChange={(repaidThisYear) => onChange({ ...values, repaidThisYear })}
      />
      <MoneyField
        label={t('partial_amount_label', { context: address })}
        helperText={t('partial_amount_help', { context: address })}
        value={values.partialAmount}
        onChange={(partialAmount) => onChange({ ...values, partialAmount })}
      />
    </Stack>
  );
}
