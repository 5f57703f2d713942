import ElderlyIcon from '@mui/icons-material/Elderly';
import SavingsIcon from '@mui/icons-material/Savings';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { AmountCard } from '../../ui/amount-card';
import { usePortal } from '../../ui/portal-context';
import { InfoTerm } from './info-term';

type SurvivorTerm = 'pension_survivor_before' | 'pension_survivor_after' | 'pension_survivor_temporary';
import type { PensionEntry, PensionItem } from './pension-entries';

function Rows({ rows }: { rows: { term: ReactNode; value: number | null }[] }) {
  const known = rows.filter((row) => row.value !== null);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, m: 0, alignItems: 'center' }}>
      {known.map((row, index) => (
        <Box key={index} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 500 }}>
            {formatMoney(row.value ?? 0)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** An old-age pension: accrued and target amounts, the survivor's pension around 68, the pension from 68. */
function OldAgeCard({ item }: { item: PensionItem }) {
  const { t } = useTranslation('sections');
  const { address } = usePortal();
  const info = (term: SurvivorTerm) => (
    <InfoTerm term={t(term)} info={t(`${term}_info`, { context: address })} infoLabel={t('pension_info_about', { term: t(term) })} />
  );
  return (
    <AmountCard
      icon={<ElderlyIcon />}
      title={item.agency ?? t('pension_old_age')}
      amount={t('per_year', { amount: formatMoney(item.total) })}
      subtitle={t('pension_old_age')}
    >
      <Rows
        rows={[
          { term: t('pension_accumulated'), value: item.accumulated_pension_amount },
          { term: t('pension_target'), value: item.target_pension_amount },
          { term: info('pension_survivor_before'), value: item.death_before_retirement_date_amount },
          { term: info('pension_survivor_after'), value: item.death_after_retirement_date_amount },
          { term: info('pension_survivor_temporary'), value: item.death_before_retirement_date_till_retirement_amount },
          { term: t('pension_from_68'), value: item.target_pension_amount },
        ]}
      />
    </AmountCard>
  );
}

export function PensionCard({ entry }: { entry: PensionEntry }) {
  const { t } = useTranslation('sections');
  if (entry.kind === 'summed') {
    return (
      <AmountCard
        icon={<ElderlyIcon />}
        title={t('pension_of', { name: entry.firstName })}
        amount={t('per_year', { amount: formatMoney(entry.amount) })}
        subtitle={t('pension_summed_hint')}
      />
    );
  }
  const { item } = entry;
  if (item.kind === 'old_age') return <OldAgeCard item={item} />;
  return (
    <AmountCard
      icon={<SavingsIcon />}
      title={item.agency ?? item.description ?? t('pension_other')}
      amount={t('per_year', { amount: formatMoney(item.total) })}
      subtitle={item.agency ? item.description : t('pension_other')}
    >
      <Rows rows={[{ term: t('pension_income'), value: item.income }]} />
    </AmountCard>
  );
}
