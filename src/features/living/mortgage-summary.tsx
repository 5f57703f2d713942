import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortalData } from '../../api/portal-data';
import { formatMoney } from '../../lib/format';
import { LabelValues } from '../../ui/label-values';
import { usePathOf } from '../../ui/portal-context';

/** Running mortgages (status 0) in one line each of sums: what is left to pay, and per month. */
export function MortgageSummary() {
  const { t } = useTranslation('sections');
  const path = usePathOf('hypotheek');
  const mortgages = usePortalData('mortgages', path !== null);
  if (!path || !mortgages.data) return null;
  const running = mortgages.data.filter((mortgage) => mortgage.status === 0);
  const remaining = running.reduce((sum, mortgage) => sum + (mortgage.restantHoofdsom ?? 0), 0);
  const monthly = running.reduce((sum, mortgage) => sum + (mortgage.monthly_amount ?? 0), 0);
  return (
    <Card variant="outlined" component="section" aria-labelledby="living-mortgage-title">
      <CardContent>
        <Typography id="living-mortgage-title" component="h2" variant="h6" gutterBottom>
          {t('living_mortgage')}
        </Typography>
        {running.length === 0 ? (
          <Typography color="text.secondary">{t('living_no_mortgage')}</Typography>
        ) : (
          <LabelValues
            rows={[
              ...running.map((mortgage) => ({
                label: mortgage.company_label_description ?? mortgage.agency_name ?? mortgage.hypotheeknummer ?? '',
                value: formatMoney(mortgage.restantHoofdsom ?? 0),
              })),
              { label: t('living_mortgage_remaining'), value: formatMoney(remaining) },
              { label: t('living_mortgage_monthly'), value: formatMoney(monthly) },
            ]}
          />
        )}
        <Button component={RouterLink} to={path} sx={{ mt: 1, px: 0 }}>
          {t('living_mortgage_details')}
        </Button>
      </CardContent>
    </Card>
  );
}
