import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';
import { useClosingValue } from './use-closing-value';

export interface SimpleMessage {
  title: string;
  message: string | null;
  date: string | null;
}

/** The simple message modal (core §2): title, message and date, for notes, signals and tasks. */
export function MessageDialog({ message: current, onClose }: { message: SimpleMessage | null; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  const [message, open] = useClosingValue(current);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {message && (
        <>
          <DialogTitle id={titleId}>{message.title}</DialogTitle>
          <DialogContent>
            {message.date && (
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {formatDate(message.date, 'long')}
              </Typography>
            )}
            <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
              {message.message || t('no_content')}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {t('close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
