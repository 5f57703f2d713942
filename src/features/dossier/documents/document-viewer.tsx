import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '../../../lib/unreachable';
import { LoadFailure } from '../../../ui/load-failure';
import { downloadBlob } from '../../../ui/download-blob';
import { documentFileQuery, type ViewableDocument } from '../api/documents-api';
import { offersDelete, viewKind } from './document-rules';

/** A blob URL for `blob`, revoked when the blob changes or the viewer closes. */
function useBlobUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function Content({ document, blob, url }: { document: ViewableDocument; blob: Blob; url: string }) {
  const { t } = useTranslation('dossier');
  const kind = viewKind(blob.type || document.mime_type, document.extension);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (kind === 'text') void blob.text().then(setText);
  }, [kind, blob]);
  // An svg is shown as an image from a blob URL, so its scripts never run in the portal's page.
  if (kind === 'image') return <Box component="img" src={url} alt={document.name} sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }} />;
  if (kind === 'text')
    return (
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
        {text}
      </Box>
    );
  // PDFs and web content in a frame; web content sandboxed without scripts.
  return (
    <Box
      component="iframe"
      title={t('viewer_frame', { name: document.name })}
      src={url}
      {...(kind === 'web' ? { sandbox: '' } : {})}
      sx={{ width: '100%', height: { xs: '70vh', md: '75vh' }, border: 0 }}
    />
  );
}

/** The document viewer (core §2): image, PDF, text or web content; remove, download, close. */
export function DocumentViewer({ document, onClose, onDelete }: { document: ViewableDocument; onClose: () => void; onDelete: () => void }) {
  const { t } = useTranslation('dossier');
  const small = useMediaQuery('(max-width:768px)');
  const file = useQuery(documentFileQuery(document));
  const url = useBlobUrl(file.data);
  return (
    <Dialog open onClose={onClose} fullScreen={small} fullWidth maxWidth="lg" aria-labelledby="document-viewer-title">
      <DialogTitle id="document-viewer-title" sx={{ wordBreak: 'break-word' }}>
        {document.name}
      </DialogTitle>
      <DialogContent dividers>
        {file.isError ? (
          <LoadFailure unreachable={isUnreachable(file.error)} message={t('file_not_accessible')} onRetry={() => void file.refetch()} />
        ) : file.data && url ? (
          <Content document={document} blob={file.data} url={url} />
        ) : (
          <CircularProgress aria-label={t('loading')} />
        )}
      </DialogContent>
      <DialogActions>
        {offersDelete(document) && (
          <Button color="error" onClick={onDelete}>
            {t('delete')}
          </Button>
        )}
        <Button disabled={!file.data} onClick={() => file.data && downloadBlob(file.data, document.name, document.extension)}>
          {t('download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
