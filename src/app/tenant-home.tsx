import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '../api/get-tenant';
import { addressContext } from '../lib/formal-address';
import { HeaderBand } from '../ui/header-band';

/** The office's first screen: its branding on top, a welcome in the office's form of address. */
export function TenantHome({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation();
  const context = addressContext(tenant.pronoun);
  // full_name is optional in the contract; the short name still tells the customer where they are.
  const office = tenant.full_name ?? tenant.name;

  return (
    <>
      <HeaderBand title={office} subtitle={tenant.slogan} logoSrc={tenant.logo} logoAlt={t('office_logo', { office })} />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography component="h2" variant="h4" gutterBottom>
          {t('welcome', { context })}
        </Typography>
        <Typography variant="body1">{t('welcome_intro', { context, office })}</Typography>
      </Container>
    </>
  );
}
