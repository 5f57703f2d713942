import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format';
import { Facts } from '../shared/facts';
import { useNow } from '../shared/use-now';
import { fixedPeriodYears, interestKey, partTimeline, repaymentKey, type MortgagePart } from './mortgage-figures';

/** A part's term from start to end, with a marker where the fixed-rate period ends. */
function PartTimeline({ part }: { part: MortgagePart }) {
  const { t } = useTranslation('dossier');
  const line = partTimeline(part, useNow());
  if (!line) return null;
  const percent = Math.round(line.elapsed * 100);
  return (
    <Box sx={{ position: 'relative', my: 2 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('timeline_label', { number: part.leningdeelnummer, percent })}
        sx={{ height: 10, borderRadius: 5 }}
      />
      {line.fixedEnd !== null && (
        <Tooltip title={t('fixed_end_on', { date: formatDate(part.einddatumRentevast, 'short') })}>
          <Box
            data-testid="fixed-rate-marker"
            aria-hidden
            sx={{
              position: 'absolute',
              top: -4,
              left: `calc(${line.fixedEnd * 100}% - 2px)`,
              width: 4,
              height: 18,
              bgcolor: 'secondary.main',
              borderRadius: 1,
            }}
          />
        </Tooltip>
      )}
    </Box>
  );
}

function PartDetails({ part }: { part: MortgagePart }) {
  const { t } = useTranslation('dossier');
  const years = fixedPeriodYears(part.rentevasteperiode);
  const interest = interestKey(part.interest_type);
  return (
    <>
      <PartTimeline part={part} />
      <Facts
        facts={[
          { label: t('repayment_type'), value: t(repaymentKey(part.repayment_type)) },
          { label: t('principal'), value: formatMoney(part.hoofdsom) },
          { label: t('remaining_debt'), value: part.remaining_debt === null ? null : formatMoney(part.remaining_debt) },
          { label: t('interest'), value: part.interest === null ? null : formatPercent(part.interest) },
          { label: t('interest_type'), value: interest ? t(interest) : null },
          { label: t('fixed_period'), value: years === null ? null : t('fixed_years', { count: years }) },
          { label: t('fixed_end'), value: formatDate(part.einddatumRentevast, 'long') },
          { label: t('start_date'), value: formatDate(part.begindatum, 'long') },
          { label: t('end_date'), value: formatDate(part.einddatum, 'long') },
          { label: t('monthly_gross'), value: part.monthly_amount === null ? null : formatMoney(part.monthly_amount) },
        ]}
      />
    </>
  );
}

/** The loan parts in tabs (core §2), one timeline and its figures per part. */
export function LoanParts({ parts }: { parts: readonly MortgagePart[] }) {
  const { t } = useTranslation('dossier');
  const [index, setIndex] = useState(0);
  const part = parts[Math.min(index, parts.length - 1)];
  if (!part) return null;
  return (
    <>
      <Tabs value={Math.min(index, parts.length - 1)} onChange={(_event, next: number) => setIndex(next)} variant="scrollable" aria-label={t('loan_parts')}>
        {parts.map((candidate, position) => (
          <Tab
            key={candidate.id}
            value={position}
            label={t('loan_part', { number: candidate.leningdeelnummer })}
            id={`loan-part-tab-${candidate.id}`}
            aria-controls={`loan-part-${candidate.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`loan-part-${part.id}`} aria-labelledby={`loan-part-tab-${part.id}`} sx={{ pt: 1 }}>
        <PartDetails part={part} />
      </Box>
    </>
  );
}
