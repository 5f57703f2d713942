import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { components } from '../../../../generated/portal';
import { isDelivered } from '../../../lib/request-status';
import { usePathOf, usePortal } from '../../../ui/portal-context';
import { RequestRefusal } from '../../../ui/request-refusal';
import { useClosingValue } from '../../../ui/use-closing-value';

/** The documents a mortgage request asks for, with their state; uploading happens on the mortgages screen. */
export function RequestDialog({ mortgage: current, onClose }: { mortgage: components['schemas']['Mortgage'] | null; onClose: () => void }) {
  const [mortgage, open] = useClosingValue(current);
  const { t } = useTranslation('dashboard');
  const { address } = usePortal();
  const mortgagesPath = usePathOf('hypotheek');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {mortgage && (
        <>
          <DialogTitle id={titleId}>{t('request_title')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary">
              {mortgage.status_description}
            </Typography>
            {(mortgage.progress ?? []).length === 0 ? (
              <Typography sx={{ mt: 2 }}>{t('request_empty')}</Typography>
            ) : (
              <List>
                {(mortgage.progress ?? []).map((step) => (
                  <ListItem key={step.id} disableGutters alignItems="flex-start">
                    <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                      {isDelivered(step) ? <CheckCircleIcon color="success" /> : <PendingOutlinedIcon color="warning" />}
                    </ListItemIcon>
                    <ListItemText
                      primary={step.name}
                      secondary={
                        <>
                          {[t(isDelivered(step) ? 'request_received' : 'request_open'), step.comment].filter(Boolean).join(' · ')}
                          <RequestRefusal step={step} />
                        </>
                      }
                      slotProps={{ secondary: { component: 'div' } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </DialogContent>
          <DialogActions>
            {mortgagesPath && mortgage.openProgress > 0 && (
              <Button component={Link} to={mortgagesPath}>
                {t('request_upload', { context: address })}
              </Button>
            )}
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
