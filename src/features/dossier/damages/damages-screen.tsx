import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkSeen } from '../../../api/mark-seen';
import { usePortalData } from '../../../api/portal-data';
import { formatDate, formatMoney } from '../../../lib/format';
import { EmptyState } from '../../../ui/empty-state';
import { usePortal } from '../../../ui/portal-context';
import { ScreenFrame } from '../shared/screen-frame';
import { DamageProgressDialog } from './damage-progress-dialog';
import { DamageReportDialog } from './damage-report-dialog';
import { isNewDamage, newestFirst } from './damage-rules';

export function DamagesScreen({ title }: { title: string }) {
  const { t } = useTranslation('dossier');
  const damages = usePortalData('damages');
  const { address } = usePortal();
  const markSeen = useMarkSeen();
  const [openId, setOpenId] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  const open = damages.data?.find((claim) => claim.id === openId) ?? null;

  return (
    <ScreenFrame
      title={title}
      loading={damages.isPending}
      failed={damages.isError}
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setReporting(true)}>
          {t('report_damage')}
        </Button>
      }
    >
      {damages.data?.length === 0 && <EmptyState text={t('damages_empty')} hint={t('damages_empty_hint', { context: address })} />}
      <Paper variant="outlined">
        <List disablePadding>
          {newestFirst(damages.data ?? []).map((claim) => (
            <ListItem key={claim.id} disablePadding>
              <ListItemButton
                divider
                onClick={() => {
                  setOpenId(claim.id);
                  if (!claim.seen_by_customer) markSeen.mutate({ model: 'damage', id: claim.id });
                }}
              >
                <ListItemText
                  primary={`${t(claim.type ? `damage_type_${claim.type}` : 'damage_type_unknown')} · ${formatDate(claim.date ?? claim.created_at, 'long')}`}
                  secondary={[claim.cause, claim.estimated === null ? null : formatMoney(claim.estimated)].filter(Boolean).join(' · ')}
                />
                {isNewDamage(claim) && <Chip size="small" color="warning" label={t('damage_new')} sx={{ ml: 1 }} />}
                {claim.status && <Chip size="small" variant="outlined" label={t(`damage_status_${claim.status}`)} sx={{ ml: 1 }} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {open && <DamageProgressDialog claim={open} onClose={() => setOpenId(null)} />}
      <DamageReportDialog open={reporting} onClose={() => setReporting(false)} />
    </ScreenFrame>
  );
}
