import EmailIcon from '@mui/icons-material/Email';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationMap } from '../location-map';
import type { PictureLoaders } from '../picture-loaders';
import { StreetPicture } from '../street-picture';
import { officeAddress, type Office } from './office';

/** The visiting address: name and address, the street picture and (unless compact) the map with a route link. */
export function OfficeAddressCard({ office, pictures, compact = false }: { office: Office; pictures: PictureLoaders; compact?: boolean }) {
  const { t } = useTranslation('sections');
  const id = useId();
  const address = officeAddress(office);
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6">
          {t('visiting_address')}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {office.name}
        </Typography>
        <Typography variant="body1" sx={{ mb: 2 }}>
          {address}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: compact ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))' } }}>
          <StreetPicture location={address} alt={t('street_picture_alt', { address })} pictures={pictures} />
          {!compact && <LocationMap location={address} title={t('map_title', { address })} pictures={pictures} />}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Website, e-mail and phone of the office: shown instead of the visiting address when that is hidden. */
export function OfficeChannelsCard({ office, website }: { office: Office; website: string | null }) {
  const { t } = useTranslation('sections');
  const id = useId();
  const site = office.website ?? website;
  const channels = [
    site && { icon: <LanguageIcon fontSize="small" />, href: site, text: site.replace(/^https?:\/\//, ''), external: true },
    office.email && { icon: <EmailIcon fontSize="small" />, href: `mailto:${office.email}`, text: office.email, external: false },
    office.phone && { icon: <PhoneIcon fontSize="small" />, href: `tel:${office.phone.replace(/[^\d+]/g, '')}`, text: office.phone, external: false },
  ].filter((channel) => !!channel);
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {t('office_channels', { office: office.name })}
        </Typography>
        <Stack spacing={1}>
          {channels.map((channel) => (
            <Link
              key={channel.href}
              href={channel.href}
              {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}
            >
              <Box component="span" aria-hidden sx={{ display: 'flex' }}>
                {channel.icon}
              </Box>
              {channel.text}
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
