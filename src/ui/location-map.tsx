import DirectionsIcon from '@mui/icons-material/Directions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';
import type { PictureLoaders } from './picture-loaders';
import { useFetchedUrl } from './use-fetched-url';
import { useFrameFocus } from './use-frame-focus';
import { useFrameTimeout } from './use-frame-timeout';

/**
 * Where route directions open: outside the portal, in a new tab (advice §7 "directions are
 * external links"). The destination is the address as text, which the service geocodes.
 */
export const DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1&destination=';

/** A map of `location` in a frame, with a route link; says so when the map does not answer in time. */
export function LocationMap({ location, title, pictures }: { location: string; title: string; pictures: PictureLoaders }) {
  const { t } = useTranslation('sections');
  // A drawn map is framed as a blob URL; a configured map service's embed address as it is.
  const map = useFetchedUrl(`map:${location}`, (signal) => pictures.map(location, signal));
  const frame = useFrameTimeout(location);
  const [frameRef, frameFocused] = useFrameFocus();
  return (
    <Stack spacing={1}>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 10', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {map.url && (
          <Box
            component="iframe"
            ref={frameRef}
            src={map.url}
            title={title}
            onLoad={frame.onLoad}
            // The theme's focus ring, drawn by hand: a frame with focus inside matches no focus selector.
            sx={{
              border: 0,
              width: '100%',
              height: '100%',
              display: 'block',
              ...(frameFocused && { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: -3 }),
            }}
          />
        )}
      </Box>
      {(frame.timedOut || map.failed) && <Alert severity="warning">{t('map_timeout')}</Alert>}
      <Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DirectionsIcon />}
          href={`${DIRECTIONS_URL}${encodeURIComponent(location)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('route')}
          <Box component="span" sx={visuallyHidden}>
            {` (${t('opens_new_tab')})`}
          </Box>
        </Button>
      </Box>
    </Stack>
  );
}
