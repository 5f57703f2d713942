import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../generated/portal';
import { isDelivered, requestStatus } from '../../../lib/request-status';
import { RequestHistory, RequestRefusal } from '../../../ui/request-refusal';
import { CommentPreview } from '../shared/comment-preview';
import { UploadControl } from '../uploads/upload-control';

type ProgressStep = components['schemas']['ProgressStep'];

/** Core §9: mortgage comments are previewed to 100 characters, 50 on a small screen. */
const PREVIEW = { wide: 100, small: 50 };

/** A refused step is the customer's to deliver again: it reads as open, its refusal beside it. */
const STATUS_KEY = { requested: 'step_open', refused: 'step_open', sent: 'step_sent', received: 'step_received', completed: 'step_received' } as const;

/** The requested documents of a mortgage application, each with its own upload (core §2). */
export function MortgageUploadDialog({ steps, onClose }: { steps: readonly ProgressStep[]; onClose: () => void }) {
  const { t } = useTranslation('dossier');
  const small = useMediaQuery('(max-width:768px)');
  const ordered = [...steps].sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  return (
    <Dialog open onClose={onClose} fullScreen={small} fullWidth maxWidth="sm" aria-labelledby="mortgage-upload-title">
      <DialogTitle id="mortgage-upload-title">{t('upload_modal_title')}</DialogTitle>
      <DialogContent dividers>
        <List disablePadding>
          {ordered.map((step) => (
            <ListItem key={step.id} disableGutters sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1.5 }} aria-label={step.name}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {step.number !== null && (
                  <Typography variant="caption" color="text.secondary">
                    {t('step_number', { number: step.number })}
                  </Typography>
                )}
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  {step.name}
                </Typography>
                {/* One status function, as the dashboard and the drawer count them. */}
                <Chip size="small" label={t(STATUS_KEY[requestStatus(step)])} color={isDelivered(step) ? 'success' : 'default'} />
              </Stack>
              {step.comment && <CommentPreview text={step.comment} limit={small ? PREVIEW.small : PREVIEW.wide} />}
              <RequestRefusal step={step} />
              <UploadControl target={{ kind: 'mortgageProgress', id: step.id }} name={step.name} screen="hypotheken" offered={!isDelivered(step)} />
              <RequestHistory step={step} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
