import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { wallClockOf } from '../../lib/amsterdam-time';
import { isOfficeOpen } from '../../lib/opening-hours';
import type { Office } from '../../ui/contact/office';
import { upcomingHours, weekHours } from './opening-hours';

function HoursList({ rows }: { rows: { term: string; ranges: string[] }[] }) {
  const { t } = useTranslation('sections');
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
            {row.ranges.length ? row.ranges.join(', ') : t('closed')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Opening hours per weekday (HH:MM), deviating dates to come, and whether the office is open now. */
export function OpeningHoursCard({ office }: { office: Office }) {
  const { t } = useTranslation('sections');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const open = isOfficeOpen(office, now);
  const today = wallClockOf(now).date;
  const upcoming = upcomingHours(office, today);
  return (
    <Card variant="outlined" component="section" aria-labelledby="opening-hours-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography id="opening-hours-title" component="h2" variant="h6">
            {t('opening_hours')}
          </Typography>
          <Chip icon={<AccessTimeIcon />} size="small" color={open ? 'success' : 'default'} label={t(open ? 'open_now' : 'closed_now')} data-open={open} />
        </Stack>
        <HoursList rows={weekHours(office).map(({ day, ranges }) => ({ term: t(`day_${day}`), ranges }))} />
        {upcoming.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
              {t('opening_hours_deviating')}
            </Typography>
            <HoursList rows={upcoming.map(({ date, ranges }) => ({ term: formatDate(date, 'short'), ranges }))} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
