import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../ui/portal-context';

/** The yes/no question before a document is deleted. */
export function ConfirmDelete({ name, busy, onYes, onNo }: { name: string; busy: boolean; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('dossier');
  const { address } = usePortal();
  return (
    <Dialog open onClose={onNo} aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-body">
      <DialogTitle id="confirm-delete-title">{t('delete_confirm_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-body">{t('delete_confirm_body', { name, context: address })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} autoFocus>
          {t('no')}
        </Button>
        <Button color="error" variant="contained" onClick={onYes} disabled={busy}>
          {t('yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
