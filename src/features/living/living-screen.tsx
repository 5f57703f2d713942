import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { failedStatus, usePortalData } from '../../api/portal-data';
import { pictureLoaders } from '../../api/proxy-pictures';
import { toEnergyLabel } from '../../lib/energy-label';
import { DataScreen } from '../../ui/data-screen';
import { EnergyLabelBadge } from '../../ui/energy-label-badge';
import { LabelValues } from '../../ui/label-values';
import { LocationMap } from '../../ui/location-map';
import { StreetPicture } from '../../ui/street-picture';
import { usePathOf, usePortal } from '../../ui/portal-context';
import { useKnownLabel } from '../../ui/use-known-label';
import { addressLine, furtherFacts, labelEndDate, valueFacts, type Living } from './living-facts';
import { MortgageSummary } from './mortgage-summary';
import type { EditTabName } from '../../config';

/** The edit-info tab with the living form (advice §2: "update data" opens editInfo, living tab). */
export const EDIT_INFO_LIVING_TAB = 'living' satisfies EditTabName;

function FactsCard({ id, title, rows, children }: { id: string; title: string; rows: { label: string; value: string }[]; children?: React.ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
        <LabelValues rows={rows} />
      </CardContent>
    </Card>
  );
}

function HomeDetails({ living }: { living: Living }) {
  const { t } = useTranslation('sections');
  const address = addressLine(living);
  const label = toEnergyLabel(living.energy_label);
  const endDate = labelEndDate(living);
  const translate = (key: string) => t(key as 'yes');
  const known = useKnownLabel();
  const facts = (list: { key: string; value: string }[]) =>
    list.map((fact) => ({ label: t(`living_${fact.key}` as 'living_market_value'), value: fact.value }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Stack spacing={2}>
        <Card variant="outlined" component="section" aria-labelledby="living-address-title">
          <CardContent>
            <Typography id="living-address-title" component="h2" variant="h6">
              {t('living_address')}
            </Typography>
            <Typography variant="body1" sx={{ mb: 2 }}>
              {address}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              <StreetPicture location={address} alt={t('street_picture_alt', { address })} pictures={pictureLoaders} />
              <LocationMap location={address} title={t('map_title', { address })} pictures={pictureLoaders} />
            </Box>
          </CardContent>
        </Card>
      </Stack>
      <Stack spacing={2}>
        <FactsCard id="living-values-title" title={t('living_values')} rows={facts(valueFacts(living, translate, known))}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t('living_energy_label')}
            </Typography>
            {label ? <EnergyLabelBadge label={label} /> : <Typography variant="body2">{t('unknown')}</Typography>}
            {endDate && (
              <Typography variant="body2" color="text.secondary">
                {t('living_label_valid_until', { date: endDate })}
              </Typography>
            )}
          </Stack>
        </FactsCard>
        <MortgageSummary />
        <FactsCard id="living-further-title" title={t('living_further')} rows={facts(furtherFacts(living, translate, known))} />
      </Stack>
    </Box>
  );
}

/** Living (advice §2): the current home with map, street picture, values, energy label and mortgage. */
export function LivingScreen({ title }: { title: string }) {
  const { t } = useTranslation('sections');
  const { address } = usePortal();
  const editInfo = usePathOf('editInfo');
  const living = usePortalData('living');
  // 404: the office knows no current address; that is a message, not a failure to retry.
  const noAddress = living.isError && failedStatus(living.error) === 404;
  const action = editInfo && (
    <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={`${editInfo}/${EDIT_INFO_LIVING_TAB}`}>
      {t('update_data')}
    </Button>
  );
  return (
    <DataScreen title={title} queries={noAddress ? [] : [living]} action={action}>
      {noAddress || !living.data ? <Alert severity="info">{t('current_address_error', { context: address })}</Alert> : <HomeDetails living={living.data} />}
    </DataScreen>
  );
}
