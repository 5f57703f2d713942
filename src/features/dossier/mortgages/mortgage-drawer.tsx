import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../../api/portal-data';
import { formatMoney } from '../../../lib/format';
import { DocumentList } from '../documents/document-list';
import { documentsWhere } from '../documents/document-rules';
import { DetailDrawer } from '../shared/detail-drawer';
import { Facts } from '../shared/facts';
import { Section } from '../shared/section';
import { isInApplication, isRequested, openRequests, paidValue, statusKey, yearly, type Mortgage } from './mortgage-figures';
import { ApplicationOverviewSection } from './application-overview-section';
import { mortgageName, propertyLine } from '../../../lib/mortgage-name';
import { LoanParts } from './loan-parts';
import { MortgageUploadDialog } from './mortgage-upload-dialog';
import { useAgencyLabels } from '../api/use-agency-labels';

const money = (amount: number | null) => (amount === null ? null : formatMoney(amount));

/** The mortgage detail drawer (core §2). */
export function MortgageDrawer({ mortgage, onClose }: { mortgage: Mortgage; onClose: () => void }) {
  const { t } = useTranslation('dossier');
  const [uploading, setUploading] = useState(false);
  const labels = useAgencyLabels(mortgage.agency?.hdn_code);
  const documents = usePortalData('documents');
  const attached = documentsWhere(documents.data, (document) => document.mortgage_id === mortgage.id);
  const open = openRequests(mortgage);
  const agency = mortgage.agency?.receiver_name ?? mortgage.agency?.sender_name ?? mortgage.agency_name;

  return (
    <DetailDrawer open onClose={onClose} title={mortgageName(mortgage)}>
      {isRequested(mortgage) && (
        <Alert severity={open > 0 ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {t(statusKey(mortgage.status))}
          {open > 0 ? ` · ${t('requested_open', { count: open })}` : ''}
        </Alert>
      )}
      {open > 0 && mortgage.progress && (
        <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)} sx={{ mb: 2 }}>
          {t('upload_documents')}
        </Button>
      )}
      {isInApplication(mortgage.status) && <ApplicationOverviewSection mortgage={mortgage} />}
      <Facts
        facts={[
          { label: t('address'), value: propertyLine(mortgage.mainProperty) },
          { label: t('agency'), value: agency },
          { label: t('hdn_code'), value: mortgage.agency?.hdn_code },
          { label: t('mortgage_number'), value: mortgage.hypotheeknummer },
        ]}
      />
      {labels.data && labels.data.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }} aria-label={t('agency_labels')}>
          {labels.data.map((label) => (
            <Chip key={label.id} size="small" variant="outlined" label={label.name} />
          ))}
        </Stack>
      )}
      <Section title={t('mortgage_amounts')}>
        <Facts
          facts={[
            { label: t('total_principal'), value: money(mortgage.totaalSom) },
            { label: t('total_remaining'), value: money(mortgage.restantHoofdsom) },
            { label: t('total_paid'), value: money(paidValue(mortgage)) },
          ]}
        />
      </Section>
      <Section title={t('monthly_costs')}>
        <Facts
          facts={[
            { label: t('monthly_gross'), value: money(mortgage.monthly_amount) },
            { label: t('yearly_gross'), value: money(yearly(mortgage.monthly_amount)) },
            { label: t('monthly_interest'), value: money(mortgage.monthly_interest_amount) },
            { label: t('monthly_repayment'), value: money(mortgage.monthly_repayment_amount) },
            { label: t('monthly_premium'), value: money(mortgage.monthly_premium) },
          ]}
        />
      </Section>
      {!isRequested(mortgage) && mortgage.mortgageParts.length > 0 && (
        <Section title={t('loan_parts')}>
          <LoanParts parts={mortgage.mortgageParts} />
        </Section>
      )}
      <Section title={t('documents_title')}>
        <DocumentList documents={attached} />
      </Section>
      {uploading && mortgage.progress && <MortgageUploadDialog steps={mortgage.progress} onClose={() => setUploading(false)} />}
    </DetailDrawer>
  );
}
