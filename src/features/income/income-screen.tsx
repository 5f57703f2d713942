import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../api/portal-data';
import { formatMoney } from '../../lib/format';
import { AmountCard } from '../../ui/amount-card';
import { DonutChart } from '../../ui/charts/donut-chart';
import { DataScreen } from '../../ui/data-screen';
import { EmptyState } from '../../ui/empty-state';
import { LabelValues } from '../../ui/label-values';
import { usePortal } from '../../ui/portal-context';
import { SearchField } from '../../ui/search-field';
import { useKnownLabel } from '../../ui/use-known-label';
import { INCOME_DETAILS } from '../../lib/known-labels';
import { matchesSearch, useDebouncedValue } from '../../ui/use-debounced-value';
import { INCOME_ICONS } from './income-icon';
import { incomeRows, incomeTotalsByType, rowTotal, searchRows, type IncomeRow } from './income-rows';

function IncomeCard({ row }: { row: IncomeRow }) {
  const { t } = useTranslation('sections');
  const label = useKnownLabel();
  if (row.kind === 'yearly') {
    return (
      <AmountCard
        icon={INCOME_ICONS.EmploymentIncome}
        title={t('income_of', { name: row.firstName })}
        amount={t('per_year', { amount: formatMoney(row.amount) })}
        subtitle={t('income_yearly_hint')}
      />
    );
  }
  const { item } = row;
  return (
    <AmountCard
      icon={INCOME_ICONS[item.type]}
      title={item.title}
      amount={t('per_year', { amount: formatMoney(item.total) })}
      subtitle={t(`income_type_${item.type}`)}
    >
      <LabelValues rows={item.data.map((detail) => ({ label: label(INCOME_DETAILS, detail.title), value: detail.value }))} />
    </AmountCard>
  );
}

function PersonIncomes({ heading, rows, search, emptyText }: { heading: string; rows: readonly IncomeRow[]; search: string; emptyText: string }) {
  const { t } = useTranslation('sections');
  const label = useKnownLabel();
  const shown = searchRows(
    rows,
    (...texts) => matchesSearch(search, ...texts),
    (title) => label(INCOME_DETAILS, title),
  );
  return (
    <Stack component="section" spacing={1.5} aria-label={heading}>
      <Typography component="h2" variant="h6">
        {heading}
      </Typography>
      {rows.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : shown.length === 0 ? (
        <EmptyState text={t('search_empty')} />
      ) : (
        shown.map((row, index) => <IncomeCard key={index} row={row} />)
      )}
    </Stack>
  );
}

/** Income (advice §2): a chart of the totals per income type, then the incomes of each person. */
export function IncomeScreen({ title }: { title: string }) {
  const { t } = useTranslation('sections');
  const { address } = usePortal();
  const customer = usePortalData('customer');
  const family = usePortalData('family');
  const incomes = usePortalData('incomes');
  const partnerIncomes = usePortalData('partnerIncomes');
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);

  const partner = family.data?.partner ?? null;
  const own = incomeRows(incomes.data ?? [], customer.data);
  const partners = partner ? incomeRows(partnerIncomes.data ?? [], partner) : [];
  const all = [...own, ...partners];
  const total = all.reduce((sum, row) => sum + rowTotal(row), 0);
  const segments = incomeTotalsByType(all).map(({ type, total: value }) => ({
    id: type,
    label: type === 'yearly' ? t('income_yearly_segment') : t(`income_type_${type}`),
    value,
  }));

  return (
    <DataScreen title={title} queries={[customer, family, incomes, partnerIncomes]}>
      <Stack spacing={3}>
        {total > 0 && (
          <Paper variant="outlined" component="section" aria-label={t('income_chart')} sx={{ p: 2 }}>
            <DonutChart segments={segments} title={t('income_chart')} summary={t('total_per_year', { amount: formatMoney(total) })} />
          </Paper>
        )}
        {all.length > 0 && <SearchField label={t('income_search')} value={search} onChange={setSearch} />}
        <PersonIncomes heading={t('income_own', { context: address })} rows={own} search={settled} emptyText={t('income_empty', { context: address })} />
        {partner && (
          <PersonIncomes
            heading={t('income_of', { name: partner.first_name })}
            rows={partners}
            search={settled}
            emptyText={t('income_partner_empty', { name: partner.first_name })}
          />
        )}
      </Stack>
    </DataScreen>
  );
}
