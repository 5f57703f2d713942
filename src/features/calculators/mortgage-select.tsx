import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../generated/portal';

type Mortgage = components['schemas']['Mortgage'];

/** The mortgage a calculator computes with; only shown when there is a choice. */
export function MortgageSelect({ mortgages, value, onChange }: { mortgages: Mortgage[]; value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation('calculators');
  if (mortgages.length < 2 || value === null) return null;
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('mortgage_label')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ mb: 2 }}
    >
      {mortgages.map((mortgage) => (
        <MenuItem key={mortgage.id} value={mortgage.id}>
          {t('mortgage_option', { number: mortgage.hypotheeknummer ?? mortgage.id, lender: mortgage.agency_name ?? mortgage.company_label_description ?? '' })}
        </MenuItem>
      ))}
    </TextField>
  );
}
