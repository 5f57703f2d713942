import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../lib/format';
import { ConfirmDelete } from './confirm-delete';
import type { ViewableDocument } from '../api/documents-api';
import { canDelete, deletionEndsAt, offersDelete } from './document-rules';
import { DocumentViewer } from './document-viewer';
import { useDocumentActions } from './use-document-actions';
import { useNow } from '../shared/use-now';

/** Documents with open, download and (while deletable) delete; shared by every dossier screen. */
export function DocumentList({ documents }: { documents: readonly ViewableDocument[] }) {
  const { t } = useTranslation('dossier');
  const actions = useDocumentActions();
  const now = useNow();
  if (documents.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('documents_none')}
      </Typography>
    );
  return (
    <>
      <List dense disablePadding>
        {documents.map((document) => (
          <ListItem
            key={document.link}
            disablePadding
            secondaryAction={
              <Stack direction="row">
                <IconButton aria-label={t('download_named', { name: document.name })} onClick={() => void actions.download(document)}>
                  <DownloadIcon />
                </IconButton>
                {offersDelete(document) && (
                  <IconButton aria-label={t('delete_named', { name: document.name })} onClick={() => actions.setDeleting(document)}>
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            }
            sx={{ pr: offersDelete(document) ? 12 : 6 }}
          >
            <ListItemButton sx={{ px: { xs: 1, sm: 2 } }} onClick={() => actions.setViewing(document)} aria-label={t('open_named', { name: document.name })}>
              <ListItemIcon sx={{ minWidth: 36, display: { xs: 'none', sm: 'flex' } }}>
                <InsertDriveFileIcon />
              </ListItemIcon>
              <ListItemText
                primary={document.name}
                secondary={[
                  t('uploaded_at', { date: formatDate(document.created_at, 'short') }),
                  canDelete(document, now) ? t('delete_until', { time: formatTime(deletionEndsAt(document)) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {actions.viewing && (
        <DocumentViewer document={actions.viewing} onClose={() => actions.setViewing(null)} onDelete={() => actions.setDeleting(actions.viewing)} />
      )}
      {actions.deleting && (
        <ConfirmDelete
          name={actions.deleting.name}
          busy={actions.remove.isPending}
          onYes={() => actions.deleting && actions.remove.mutate(actions.deleting)}
          onNo={() => actions.setDeleting(null)}
        />
      )}
      <Snackbar open={actions.message !== null} autoHideDuration={8000} onClose={actions.clearMessage}>
        <Alert severity={actions.message === 'deleted' ? 'success' : 'error'} onClose={actions.clearMessage} role="alert">
          {actions.message && t(actions.message)}
        </Alert>
      </Snackbar>
    </>
  );
}
