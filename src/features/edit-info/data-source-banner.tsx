import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePortalData } from '../../api/portal-data';
import { formatDate } from '../../lib/format';
import { usePathOf, usePortal } from '../../ui/portal-context';

/**
 * Where the customer's mortgage and pension data can come from (advice §2): buttons to the
 * portaal retrieval for the customer and, after a yes/no naming the partner, for the partner,
 * and when that was last done.
 */
export function DataSourceBanner() {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const navigate = useNavigate();
  const portaal = usePathOf('portaal');
  const titleId = useId();
  const bannerId = useId();
  const [asking, setAsking] = useState(false);
  const customer = usePortalData('customer');
  const family = usePortalData('family');
  const partner = family.data?.partner?.first_name ?? null;
  if (!portaal) return null;
  const retrieve = (forPartner: boolean) => navigate(`${portaal}/mortgage_pension${forPartner ? '?partner=true' : ''}`);
  const last = customer.data?.last_submitted_portal_invitation_date;
  return (
    // Static information, not news: a named region, never announced as an alert (issue 42).
    <Alert severity="info" icon={false} role="region" aria-labelledby={bannerId}>
      <AlertTitle id={bannerId}>{t('data_source_title')}</AlertTitle>
      <Typography variant="body2">{t('data_source_text', { context: address })}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {last ? t('last_invitation', { date: formatDate(last, 'long') }) : t('no_invitation')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" onClick={() => retrieve(false)}>
          {t('retrieve_own')}
        </Button>
        {partner && (
          <Button variant="outlined" onClick={() => setAsking(true)}>
            {t('retrieve_partner', { name: partner })}
          </Button>
        )}
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('partner_confirm_title', { name: partner })}</DialogTitle>
        <DialogContent>{t('partner_confirm_text', { name: partner })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('no')}</Button>
          <Button variant="contained" onClick={() => retrieve(true)}>
            {t('yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
