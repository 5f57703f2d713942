import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewText } from './preview-text';

/** An advisor's comment, previewed to `limit` characters with 'read more' for the rest (core §9). */
export function CommentPreview({ text, limit }: { text: string; limit: number }) {
  const { t } = useTranslation('dossier');
  const [open, setOpen] = useState(false);
  const long = text.length > limit;
  return (
    <Typography variant="body2" color="text.secondary">
      {open || !long ? text : previewText(text, limit)}
      {long && (
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ ml: 0.5, py: 0, minWidth: 0, textTransform: 'none' }}>
          {open ? t('read_less') : t('read_more')}
        </Button>
      )}
    </Typography>
  );
}
