import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../generated/portal';
import { formatDate } from '../../lib/format';
import { useClosingValue } from '../use-closing-value';
import type { AttachmentCalls } from './attachment-calls';
import { MailFrame } from './mail-frame';
import { useInlineImages } from './use-inline-images';

type Mail = components['schemas']['Attachable'];
type Email = components['schemas']['AttachableEmail'];

function HeaderLine({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

function MailBody({ email, attachments }: { email: Email; attachments: AttachmentCalls }) {
  const { t } = useTranslation('messages');
  const { images, ready } = useInlineImages(email.attachments, attachments.fetch);
  if (!ready) return <CircularProgress size={24} aria-label={t('mail_loading')} />;
  return <MailFrame html={email.content ?? ''} inlineImages={images} title={t('mail_body_title', { subject: email.subject ?? '' })} />;
}

function Attachments({ email, download }: { email: Email; download: AttachmentCalls['download'] }) {
  const { t } = useTranslation('messages');
  const [failed, setFailed] = useState(false);
  const files = email.attachments.filter((attachment) => !attachment.inline);
  if (files.length === 0) return null;
  return (
    <Box component="section" aria-label={t('mail_attachments')}>
      <Typography variant="subtitle2" gutterBottom>
        {t('mail_attachments')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {files.map((attachment) => (
          <Chip
            key={attachment.id}
            icon={<AttachFileIcon />}
            label={attachment.name}
            onClick={() => {
              setFailed(false);
              download(attachment.display_link, attachment.name).catch(() => setFailed(true));
            }}
          />
        ))}
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('attachment_error')}
        </Alert>
      )}
    </Box>
  );
}

/** The e-mail viewer (core §2): sender, recipients, date, the sanitised body and the attachments. */
export function MailViewer({ mail: current, attachments, onClose }: { mail: Mail | null; attachments: AttachmentCalls; onClose: () => void }) {
  const [mail, open] = useClosingValue(current);
  const { t } = useTranslation('messages');
  const titleId = useId();
  // A phone gives the whole screen to the mail: a framed dialog leaves too little room for the body.
  const small = useMediaQuery('(max-width:599.95px)');
  const email = mail?.email;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth fullScreen={small} maxWidth="md" scroll="paper">
      {mail && (
        <>
          <DialogTitle id={titleId}>{email?.subject || mail.name || t('mail_no_subject')}</DialogTitle>
          <DialogContent dividers>
            {email ? (
              <Stack spacing={2}>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.25 }}>
                  <HeaderLine label={t('mail_from')} value={email.from} />
                  <HeaderLine label={t('mail_to')} value={email.to} />
                  <HeaderLine label={t('mail_cc')} value={email.cc} />
                  <HeaderLine label={t('mail_bcc')} value={email.bcc} />
                  <HeaderLine label={t('mail_date')} value={formatDate(email.date ?? mail.created_at, 'weekday')} />
                </Box>
                <Divider />
                <MailBody email={email} attachments={attachments} />
                <Attachments email={email} download={attachments.download} />
              </Stack>
            ) : (
              <Typography>{t('no_content')}</Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
