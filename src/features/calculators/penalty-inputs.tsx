// What the customer's file cannot hold about the repayment penalty, asked beside the refinance
// choices: what was already repaid penalty-free this year and whether only part is repaid. The
// lender's penalty-free percentage is asked only when the lender data lack it (the last answer
// says it used the default), so a known lender's terms are never typed over by mistake.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../ui/portal-context';

export interface PenaltyInputValues {
  /** null: the lender data's percentage (or the default). */
  percentage: number | null;
  repaidThisYear: string;
  partialAmount: string;
}

const PERCENTAGES = [10, 15, 20] as const;
const digits = (text: string) => text.replace(/[^\d]/g, '');

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
              {`${percentage}%`}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        size="small"
        label={t('repaid_this_year_label', { context: address })}
        value={values.repaidThisYear}
        onChange={(event) => onChange({ ...values, repaidThisYear: digits(event.target.value) })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        size="small"
        label={t('partial_amount_label', { context: address })}
        helperText={t('partial_amount_help', { context: address })}
        value={values.partialAmount}
        onChange={(event) => onChange({ ...values, partialAmount: digits(event.target.value) })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Stack>
  );
}
