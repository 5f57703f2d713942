import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import serviceCards from '../../../services.config';
import { usePortalData } from '../../api/portal-data';
import { SERVICE_GROUPS, servicesFor, type ServiceCard } from '../../config/services';
import { officeOf } from '../../ui/contact/office';
import { EmptyState } from '../../ui/empty-state';
import { usePortal } from '../../ui/portal-context';

function ServiceLink({ card }: { card: ServiceCard }) {
  const { t } = useTranslation('sections');
  const { address } = usePortal();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href={card.href} target="_blank" rel="noopener noreferrer" sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}>
        <CardContent sx={{ width: '100%' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t(card.title)}
            </Typography>
            <OpenInNewIcon fontSize="small" color="primary" aria-label={t('opens_new_tab')} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t(card.text, { context: address })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Services (advice §2): link cards in three groups, the office's own and its partners', each in a new tab. */
export function ServicesScreen({ title }: { title: string }) {
  const { t } = useTranslation('sections');
  const { tenant, address } = usePortal();
  const customer = usePortalData('customer').data;
  const cards = servicesFor(serviceCards, tenant, officeOf(tenant, customer?.office_id)?.website ?? null);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('services_intro', { context: address })}
      </Typography>
      {cards.length === 0 && <EmptyState text={t('services_empty')} />}
      <Stack spacing={4}>
        {SERVICE_GROUPS.map((group) => {
          const inGroup = cards.filter((card) => card.group === group);
          if (inGroup.length === 0) return null;
          return (
            <Box component="section" key={group} aria-labelledby={`services-${group}`}>
              <Typography id={`services-${group}`} component="h2" variant="h6" gutterBottom>
                {t(`services_group_${group}`)}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
                }}
              >
                {inGroup.map((card) => (
                  <ServiceLink key={card.id} card={card} />
                ))}
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Container>
  );
}
