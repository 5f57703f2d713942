import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_CATEGORIES } from '../../../lib/known-labels';
import { useKnownLabel } from '../../../ui/use-known-label';
import { chosenType, type Catalogue } from '../booking.machine';

interface Props {
  catalogue: Catalogue;
  categoryId: number | null;
  typeId: number | null;
  onCategory: (categoryId: number) => void;
  onType: (typeId: number) => void;
}

/**
 * Step 1: a category, then one of its types (the type list is disabled until a category is chosen).
 * A category the portal knows is named in the reader's language (decision 066); the types and their
 * descriptions are the office's own words and stay as written.
 */
export function StepType({ catalogue, categoryId, typeId, onCategory, onType }: Props) {
  const { t } = useTranslation('appointments');
  const label = useKnownLabel();
  const categoryLabel = useId();
  const typeLabel = useId();
  const typeHint = useId();
  const category = catalogue.categories.find((candidate) => candidate.id === categoryId);
  const type = chosenType({ catalogue, categoryId, typeId });
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <FormControl fullWidth>
        <InputLabel id={categoryLabel}>{t('category')}</InputLabel>
        <Select
          labelId={categoryLabel}
          label={t('category')}
          value={categoryId ?? ''}
          onChange={(event) => onCategory(Number(event.target.value))}
          // Each step starts at its first field, not at the dialog's frame.
          autoFocus
          data-testid="booking-category"
        >
          {catalogue.categories.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {label(APPOINTMENT_CATEGORIES, option.name)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl fullWidth disabled={!category}>
        <InputLabel id={typeLabel}>{t('type')}</InputLabel>
        <Select
          labelId={typeLabel}
          label={t('type')}
          value={type ? type.id : ''}
          onChange={(event) => onType(Number(event.target.value))}
          aria-describedby={category ? undefined : typeHint}
          data-testid="booking-type"
        >
          {(category?.types ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </Select>
        {/* The hint says why the list is disabled: it is read, so it keeps the colour of text that is. */}
        {!category && (
          <FormHelperText id={typeHint} disabled={false}>
            {t('type_disabled_hint')}
          </FormHelperText>
        )}
      </FormControl>
      {type && (
        <div>
          <Typography variant="body2">{type.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('duration', { minutes: type.duration })}
          </Typography>
        </div>
      )}
    </Stack>
  );
}
