import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { PictureLoaders } from './picture-loaders';
import { useFetchedUrl } from './use-fetched-url';

/** The street-view picture of `location`; its place is kept (3:2) while it loads. */
export function StreetPicture({ location, alt, pictures, sx }: { location: string; alt: string; pictures: PictureLoaders; sx?: SxProps<Theme> }) {
  const picture = useFetchedUrl(`street:${location}`, (signal) => pictures.street(location, signal));
  const place = [{ display: 'block', width: '100%', aspectRatio: '3 / 2', height: 'auto', borderRadius: 1 }, ...(Array.isArray(sx) ? sx : [sx])];
  if (!picture.url) return <Box sx={[...place, { bgcolor: 'action.hover' }]} />;
  return <Box component="img" src={picture.url} alt={alt} width={600} height={400} sx={place} />;
}
