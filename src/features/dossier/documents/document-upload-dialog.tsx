import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../../api/portal-data';
import type { components } from '../../../../generated/portal';
import { UploadControl } from '../uploads/upload-control';

type Group = components['schemas']['DocumentGroup'];
const GROUPS: readonly Group[] = ['hypotheken', 'polissen', 'klanten'];

/** Upload for a mortgage, a policy, or other (the customer's own file) (core §2). */
export function DocumentUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dossier');
  const [group, setGroup] = useState<Group>('klanten');
  const [itemId, setItemId] = useState<number | ''>('');
  const customer = usePortalData('customer', open);
  const mortgages = usePortalData('mortgages', open);
  const policies = usePortalData('policies', open);
  const items =
    group === 'hypotheken'
      ? (mortgages.data ?? []).map((mortgage) => ({ id: mortgage.id, name: mortgage.hypotheeknummer ?? mortgage.agency_name ?? String(mortgage.id) }))
      : group === 'polissen'
        ? (policies.data ?? []).filter((policy) => policy.mutation_code !== 999).map((policy) => ({ id: policy.id, name: policy.name }))
        : [];
  const targetId = group === 'klanten' ? customer.data?.id : itemId === '' ? undefined : itemId;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="document-upload-title">
      <DialogTitle id="document-upload-title">{t('upload_document')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            select
            label={t('upload_for')}
            value={group}
            onChange={(event) => {
              setGroup(event.target.value as Group);
              setItemId('');
            }}
          >
            {GROUPS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`upload_for_${option}`)}
              </MenuItem>
            ))}
          </TextField>
          {group !== 'klanten' && (
            <TextField select label={t('upload_item')} value={itemId} onChange={(event) => setItemId(Number(event.target.value))}>
              {items.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {targetId !== undefined && (
            <UploadControl key={`${group}-${targetId}`} target={{ kind: 'item', group, id: targetId }} name={t(`upload_for_${group}`)} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
