import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMessage } from '../../../api/use-send-message';
import { MessageForm } from '../../../ui/message-form';

// Mounted with the dialog's content, so each opening starts a fresh machine with an empty form.
function InboxMessageForm() {
  return <MessageForm machine={useSendMessage()} />;
}

/** 'Bericht versturen' (core §2, §5) as a dialog around the shared message form. */
export function SendMessageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('inbox');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('send_title')}</DialogTitle>
      <DialogContent>{open && <InboxMessageForm />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
