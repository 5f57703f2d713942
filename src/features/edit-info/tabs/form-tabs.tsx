/**
 * The edit tabs that are one schema form each: their starting values from the portal data, the
 * operation that saves them and the rules of src/lib/edit-rules the schema cannot hold.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../generated/portal';
import { usePortalData } from '../../../api/portal-data';
import { dutchToday } from '../../../lib/amsterdam-time';
import { mortgageEditProblems, personaliaProblems } from '../../../lib/edit-rules';
import { usePortal } from '../../../ui/portal-context';
import { saveEdits } from '../api/edit-info-api';
import { FormTab } from '../form-tab';
import { incomeValues, livingValues, mortgageValues, personValues } from './form-values';

type Schemas = components['schemas'];

function Loading({ ready, children }: { ready: boolean; children: () => ReactNode }) {
  const { t } = useTranslation('editInfo');
  return ready ? children() : <CircularProgress aria-label={t('loading')} />;
}

export function PersonTab() {
  const customer = usePortalData('customer');
  const family = usePortalData('family');
  return (
    <Loading ready={!!customer.data && !!family.data}>
      {() => (
        <FormTab<Schemas['PersonaliaEdit']>
          form="personalia"
          initial={personValues(customer.data!, family.data!) as Schemas['PersonaliaEdit']}
          post={saveEdits.personalia}
          rules={(body) => personaliaProblems(body, dutchToday())}
        />
      )}
    </Loading>
  );
}

export function IncomeTab() {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const customer = usePortalData('customer');
  const family = usePortalData('family');
  const hasPartner = !!family.data?.partner;
  const incomes = usePortalData('incomes');
  const partnerIncomes = usePortalData('partnerIncomes', hasPartner);
  return (
    <Loading ready={!!customer.data && !!incomes.data && !!family.data && (!hasPartner || !!partnerIncomes.data)}>
      {() => (
        <FormTab<Schemas['IncomeEdit']>
          form="income"
          initial={incomeValues(incomes.data!, hasPartner ? partnerIncomes.data! : null, {
            customer: customer.data!.gross_annual_income,
            partner: family.data!.partner?.gross_annual_income,
            title: t('income_yearly_title'),
          })}
          post={saveEdits.income}
          intro={<Alert severity="warning">{t('income_warning', { context: address })}</Alert>}
        />
      )}
    </Loading>
  );
}

export function LivingTab() {
  const { t } = useTranslation('editInfo');
  const living = usePortalData('living');
  const home = living.data;
  return (
    <Loading ready={!living.isPending}>
      {() => (
        <FormTab<Schemas['CurrentLivingEdit']>
          form="living"
          initial={livingValues(home) as Schemas['CurrentLivingEdit']}
          post={saveEdits.living}
          intro={
            home && (
              <Typography>
                {t('current_address')}: {[home.street_name, home.formatted_number].filter(Boolean).join(' ')},{' '}
                {[home.postcode, home.city].filter(Boolean).join(' ')}
              </Typography>
            )
          }
        />
      )}
    </Loading>
  );
}

export function MortgageTab() {
  const mortgages = usePortalData('mortgages');
  return (
    <Loading ready={!!mortgages.data}>
      {() => (
        <FormTab<Schemas['MortgageEdit']> form="mortgage" initial={mortgageValues(mortgages.data!)} post={saveEdits.mortgage} rules={mortgageEditProblems} />
      )}
    </Loading>
  );
}

export function ContactTab() {
  const { t } = useTranslation('editInfo');
  const customer = usePortalData('customer');
  return (
    <Loading ready={!!customer.data}>
      {() => (
        <FormTab<Schemas['ContactDetailsEdit']>
          form="contactDetails"
          initial={{ mobile: customer.data!.mobile ?? '' }}
          post={saveEdits.contactDetails}
          intro={<TextField label={t('email')} value={customer.data!.email_address ?? ''} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />}
        />
      )}
    </Loading>
  );
}
