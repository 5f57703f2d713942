import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { sameSlot, type BookableSlot } from '../booking.machine';

/**
 * The week's times of one resource as one group of native radios, grouped by day: one Tab stop
 * (the chosen time, or the first), the arrow keys move between all of them across the days, as
 * the browser does for radios of one name. Each time looks like a chip; its label says the day.
 */
export function TimeRadios({
  slots,
  slot,
  onChoose,
  firstRef,
}: {
  slots: BookableSlot[];
  slot: BookableSlot | null;
  onChoose: (slot: BookableSlot) => void;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('appointments');
  const name = useId();
  const legend = useId();
  const days = [...new Set(slots.map((candidate) => candidate.date))];
  const stop = slots.find((candidate) => sameSlot(candidate, slot)) ?? slots[0];
  return (
    <Box role="radiogroup" aria-labelledby={legend}>
      <Typography id={legend} variant="body2" color="text.secondary">
        {t('times')}
      </Typography>
      {days.map((day) => (
        <Box key={day} sx={{ mt: 1.5 }}>
          <Typography variant="subtitle2" component="h4" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
            {formatDate(day, 'weekday')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {slots
              .filter((candidate) => candidate.date === day)
              .map((candidate) => {
                const chosen = sameSlot(candidate, slot);
                return (
                  <Box
                    component="label"
                    key={`${candidate.resourceId}-${candidate.date}-${candidate.startTime}`}
                    sx={(theme) => ({
                      position: 'relative',
                      display: 'inline-flex',
                      alignItems: 'center',
                      minHeight: 32,
                      px: 1.5,
                      borderRadius: 4,
                      cursor: 'pointer',
                      border: `1px solid ${chosen ? theme.palette.primary.main : theme.palette.grey[600]}`,
                      bgcolor: chosen ? 'primary.main' : 'transparent',
                      color: chosen ? 'primary.contrastText' : 'text.primary',
                      typography: 'body2',
                      // The ring of the unseen radio is drawn round its chip.
                      '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
                    })}
                  >
                    <Box
                      component="input"
                      type="radio"
                      name={name}
                      ref={candidate === stop ? firstRef : undefined}
                      checked={chosen}
                      onChange={() => onChoose(candidate)}
                      aria-label={t('choose_time', { date: formatDate(day, 'weekday'), time: candidate.startTime })}
                      // Unseen but over the whole chip, so a tap anywhere on it is a tap on the radio.
                      sx={{ position: 'absolute', inset: 0, m: 0, opacity: 0, cursor: 'pointer' }}
                    />
                    <span aria-hidden="true">{candidate.startTime}</span>
                  </Box>
                );
              })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
