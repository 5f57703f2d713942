import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnyOfficeOpen } from '../../../lib/opening-hours';
import { usePortal } from '../../../ui/portal-context';

/** Whether the office is open now in Amsterdam time; checked again every minute while the page is open. */
export function OpenNowBadge() {
  const { t } = useTranslation('dashboard');
  const { tenant } = usePortal();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const offices = tenant.offices ?? [];
  if (offices.length === 0) return null;
  const open = isAnyOfficeOpen(offices, now);
  return (
    <Card variant="outlined" component="section" aria-labelledby="open-now-title">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="open-now-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          {tenant.full_name ?? tenant.name}
        </Typography>
        <Chip icon={<AccessTimeIcon />} color={open ? 'success' : 'default'} label={t(open ? 'open_now' : 'closed_now')} data-open={open} />
      </CardContent>
    </Card>
  );
}
