import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../ui/portal-context';
import { postAvatar } from '../api/edit-info-api';
import { useSave } from '../use-save';
import { croppedPng, pictureProblem, type CropArea } from './avatar-crop';

/** The profile picture: pick, crop to a square, save as 350 px PNG; the header shows it after. */
export function AvatarEditor({ avatar, name }: { avatar: string | null; name: string }) {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [state, send] = useSave(postAvatar);
  const saving = state.matches('saving');

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const refused = pictureProblem(file);
    setProblem(refused);
    if (!refused) {
      setZoom(1);
      setSource(URL.createObjectURL(file));
      send({ type: 'EDIT' });
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography component="h3" variant="h6">
        {t('avatar_title')}
      </Typography>
      <Avatar src={avatar ?? undefined} alt={name} sx={{ width: 96, height: 96 }} />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('avatar_choose')}
        onChange={(event) => (pick(event.target.files?.[0]), (event.target.value = ''))}
      />
      <Button variant="outlined" onClick={() => input.current?.click()}>
        {t('avatar_choose')}
      </Button>
      {problem && <Alert severity="error">{t(problem as 'avatar_not_image')}</Alert>}
      {state.matches('success') && <Alert severity="success">{t('avatar_saved', { context: address })}</Alert>}
      <Dialog
        open={source !== null && !state.matches('success')}
        onClose={saving ? undefined : () => setSource(null)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{t('avatar_crop_title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ position: 'relative', height: 300, bgcolor: 'grey.900' }}>
            {source && (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_area, pixels) => setArea(pixels)}
              />
            )}
          </Box>
          <Slider value={zoom} min={1} max={3} step={0.1} aria-label={t('avatar_zoom')} onChange={(_event, value) => setZoom(value as number)} sx={{ mt: 2 }} />
          {state.matches('error') && <Alert severity="error">{t('avatar_error')}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSource(null)} disabled={saving}>
            {t('avatar_cancel')}
          </Button>
          <Button
            variant="contained"
            loading={saving}
            disabled={!area}
            onClick={async () => source && area && send({ type: 'SAVE', body: await croppedPng(source, area) })}
          >
            {t('avatar_save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
