import DirectionsIcon from '@mui/icons-material/Directions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';
import { useFrameTimeout } from './use-frame-timeout';

/** Map zoom (advice §9). */
export const MAP_ZOOM = 16;

/**
 * Where route directions open: outside the portal, in a new tab (advice §7 "directions are
 * external links"). The destination is the address as text, which the service geocodes.
 */
export const DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1&destination=';

// The server's map adapter: it draws a map itself (offline default) or redirects to the map
// service the server is configured with, so the portal embeds one same-origin address.
const mapUrl = (location: string) => `/proxy/map?${new URLSearchParams({ location, zoom: String(MAP_ZOOM) })}`;

// The street-view picture as the proxy serves it (advice §7): 600x400 with a 90° field of view.
export const streetPictureUrl = (location: string) => `/proxy/streetview?${new URLSearchParams({ location, size: '600x400', fov: '90' })}`;

/** A map of `location` in a frame, with a route link; says so when the map does not answer in time. */
export function LocationMap({ location, title }: { location: string; title: string }) {
  const { t } = useTranslation('sections');
  const src = mapUrl(location);
  const frame = useFrameTimeout(src);
  return (
    <Stack spacing={1}>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 10', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        <Box component="iframe" src={src} title={title} loading="lazy" onLoad={frame.onLoad} sx={{ border: 0, width: '100%', height: '100%', display: 'block' }} />
      </Box>
      {frame.timedOut && <Alert severity="warning">{t('map_timeout')}</Alert>}
      <Box>
        <Button variant="outlined" size="small" startIcon={<DirectionsIcon />} href={`${DIRECTIONS_URL}${encodeURIComponent(location)}`} target="_blank" rel="noopener noreferrer">
          {t('route')}
          <Box component="span" sx={visuallyHidden}>
            {` (${t('opens_new_tab')})`}
          </Box>
        </Button>
      </Box>
    </Stack>
  );
}

/** The street-view picture of `location`. */
export function StreetPicture({ location, alt }: { location: string; alt: string }) {
  return <Box component="img" src={streetPictureUrl(location)} alt={alt} width={600} height={400} sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1 }} />;
}
