import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../ui/portal-context';
import type { components } from '../../../../generated/portal';
import type { UploadFailure } from './upload.machine';
import type { UploadTarget } from '../api/upload-target';
import { useUpload } from './use-upload';

const FAILURE_KEY = { file_size: 'upload_failed_file_size', file_type: 'upload_failed_file_type', failed: 'upload_failed' } as const satisfies Record<
  UploadFailure,
  string
>;

interface UploadControlProps {
  target: UploadTarget;
  name: string;
  screen?: components['schemas']['UploadScreen'];
  /** False once the office has the document: no new upload is offered, but one just sent keeps its outcome on screen. */
  offered?: boolean;
}

/** Picks, confirms and sends one file for `target`, showing the bytes sent; a failure offers a retry. */
export function UploadControl({ target, name, screen, offered = true }: UploadControlProps) {
  const { t } = useTranslation('dossier');
  const { address } = usePortal();
  const { state, file, progress, failure, send } = useUpload(target, screen);
  const input = useRef<HTMLInputElement>(null);

  if (!offered && state === 'none') return null;

  const pick = () => {
    send({ type: 'PICK' });
    input.current?.click();
  };

  return (
    <Box sx={{ mt: 1 }}>
      <input
        ref={input}
        type="file"
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) send({ type: 'CHOOSE', file: chosen });
          event.target.value = '';
        }}
      />
      {(state === 'none' || state === 'pickDocument') && (
        <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={pick} aria-label={t('upload_pick_for', { name })}>
          {t('upload_pick')}
        </Button>
      )}
      {state === 'confirmDocument' && (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {t('upload_chosen', { name: file?.name ?? '' })}
          </Typography>
          <Button variant="contained" size="small" onClick={() => send({ type: 'CONFIRM' })}>
            {t('upload_confirm')}
          </Button>
          <Button size="small" onClick={() => send({ type: 'CANCEL' })}>
            {t('upload_cancel')}
          </Button>
        </Stack>
      )}
      {state === 'uploadDocument' && (
        <Box>
          <LinearProgress
            variant={progress === null ? 'indeterminate' : 'determinate'}
            value={Math.round((progress ?? 0) * 100)}
            aria-label={t('upload_progress', { name: file?.name ?? name })}
          />
          {progress === null && (
            <Typography variant="caption" color="text.secondary">
              {t('upload_waiting')}
            </Typography>
          )}
        </Box>
      )}
      {state === 'success' && (
        <Box>
          {/* The bar stays, full, so the customer sees the whole file went. */}
          <LinearProgress variant="determinate" value={100} color="success" aria-label={t('upload_progress', { name: file?.name ?? name })} />
          <Stack direction="row" role="status" sx={{ alignItems: 'center', gap: 0.5, color: 'success.main', mt: 0.5 }}>
            <CheckCircleIcon fontSize="small" />
            <Typography variant="body2">{t('upload_success', { context: address })}</Typography>
          </Stack>
        </Box>
      )}
      {state === 'failure' && (
        <Alert severity="error" sx={{ py: 0 }}>
          {t(FAILURE_KEY[failure ?? 'failed'])}{' '}
          <Link component="button" variant="body2" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Link>
        </Alert>
      )}
    </Box>
  );
}
