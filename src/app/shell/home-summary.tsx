import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toEnergyLabel } from '../../lib/energy-label';
import { formatMoney } from '../../lib/format';
import { HOUSE_KINDS } from '../../lib/known-labels';
import { EnergyLabelBadge } from '../../ui/energy-label-badge';
import { StreetPicture } from '../../ui/street-picture';
import { useKnownLabel } from '../../ui/use-known-label';
import { usePortalData } from '../../api/portal-data';
import { pictureLoaders } from '../../api/proxy-pictures';

/** The current home: street image, type (a kind the office's system writes in Dutch, decision 066), construction year, WOZ value and energy label. */
export function HomeSummary() {
  const { t } = useTranslation('shell');
  const kind = useKnownLabel();
  const living = usePortalData('living').data;
  if (!living) return null;

  const street = [living.street_name, living.formatted_number].filter(Boolean).join(' ');
  const address = [street, [living.postcode, living.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const label = toEnergyLabel(living.energy_label);
  const unknown = t('unknown');
  const facts = [
    { term: t('property_type'), value: living.residential_building_type === null ? unknown : kind(HOUSE_KINDS, living.residential_building_type) },
    { term: t('construction_year'), value: living.construction_year ?? unknown },
    { term: t('woz_value'), value: living.woz_value_home === null ? unknown : formatMoney(living.woz_value_home, 0) },
    { term: t('energy_label'), value: label ? <EnergyLabelBadge label={label} /> : unknown },
  ];

  return (
    <>
      {street && <StreetPicture location={address} alt={t('street_image_alt', { address })} pictures={pictureLoaders} sx={{ mb: 1.5 }} />}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
        {facts.map((fact) => (
          <Box key={fact.term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
