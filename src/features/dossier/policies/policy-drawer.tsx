import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { DamageReportDialog } from '../damages/damage-report-dialog';
import { DetailDrawer } from '../shared/detail-drawer';
import { Facts } from '../shared/facts';
import { Section } from '../shared/section';
import { POLICY_DETAILS, POLICY_KINDS } from '../../../lib/known-labels';
import { useKnownLabel } from '../../../ui/use-known-label';
import { policyMonthly, type Policy } from './policy-figures';

const valueText = (value: string | number | null) => (typeof value === 'number' ? formatMoney(value) : value);

/** The monthly premium in a circle, the drawer's eye-catcher. */
function PremiumCircle({ amount }: { amount: number }) {
  const { t } = useTranslation('dossier');
  return (
    <Box
      role="img"
      aria-label={t('premium_circle', { amount: formatMoney(amount) })}
      sx={{
        width: 128,
        height: 128,
        borderRadius: '50%',
        border: 6,
        borderColor: 'primary.main',
        display: 'grid',
        placeItems: 'center',
        mx: 'auto',
        my: 1,
        textAlign: 'center',
      }}
    >
      <Box aria-hidden>
        <Typography variant="h6">{formatMoney(amount)}</Typography>
        <Typography variant="caption">{t('monthly_amount')}</Typography>
      </Box>
    </Box>
  );
}

/** The policy drawer (core §2), with the damage report at hand. */
export function PolicyDrawer({ policy, onClose }: { policy: Policy; onClose: () => void }) {
  const { t } = useTranslation('dossier');
  const [reporting, setReporting] = useState(false);
  const label = useKnownLabel();
  const kind = (text: string | null) => (text ? label(POLICY_KINDS, text) : text);
  return (
    <DetailDrawer open onClose={onClose} title={policy.name}>
      <PremiumCircle amount={policyMonthly(policy)} />
      <Button variant="contained" startIcon={<ReportIcon />} onClick={() => setReporting(true)} sx={{ my: 1 }}>
        {t('report_damage')}
      </Button>
      <Facts
        facts={[
          { label: t('insurer'), value: policy.agency?.receiver_name ?? policy.agency?.sender_name },
          { label: t('group'), value: kind(policy.view_group_name) },
          { label: t('branch'), value: kind(policy.branche_group_name) },
          { label: t('contract_number'), value: policy.contract_number },
        ]}
      />
      <Section title={t('policy_data')}>
        <Facts
          facts={[
            { label: t('start'), value: formatDate(policy.start_date, 'long') },
            { label: t('expiration'), value: formatDate(policy.contract_expiration_date, 'long') },
            { label: t('claim_free_years'), value: policy.claim_free_years },
            ...policy.descriptions.map((line) => ({ label: label(POLICY_DETAILS, line.label), value: valueText(line.value) })),
          ]}
        />
      </Section>
      {policy.insured_amounts.length > 0 && (
        <Section title={t('insured_amounts')}>
          <Facts facts={policy.insured_amounts.map((line) => ({ label: label(POLICY_DETAILS, line.label), value: valueText(line.value) }))} />
        </Section>
      )}
      <Section title={t('costs')}>
        <Facts
          facts={[
            { label: t('premium_term'), value: policy.total_term_amount === null ? null : formatMoney(policy.total_term_amount) },
            { label: t('payment_term'), value: policy.payment_term ? t('payment_term_months', { count: policy.payment_term }) : null },
            { label: t('monthly_amount'), value: formatMoney(policyMonthly(policy)) },
          ]}
        />
      </Section>
      <DamageReportDialog open={reporting} onClose={() => setReporting(false)} />
    </DetailDrawer>
  );
}
