import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../api/portal-data';
import { formatMoney } from '../../lib/format';
import { DonutChart } from '../../ui/charts/donut-chart';
import { DataScreen } from '../../ui/data-screen';
import { EmptyState } from '../../ui/empty-state';
import { usePortal } from '../../ui/portal-context';
import { SearchField } from '../../ui/search-field';
import { matchesSearch, useDebouncedValue } from '../../ui/use-debounced-value';
import { PensionCard } from './pension-card';
import { entriesTotal, entryName, pensionChart, pensionEntries, type PensionEntry } from './pension-entries';

/** The national overview of every Dutch pension a person accrued (advice §2: footer link). */
export const PENSION_OVERVIEW_URL = 'https://www.mijnpensioenoverzicht.nl/';

function PersonPensions({ heading, entries, search, emptyText }: { heading: string; entries: readonly PensionEntry[]; search: string; emptyText: string }) {
  const { t } = useTranslation('sections');
  const shown = entries.filter((entry) => matchesSearch(search, entryName(entry), entry.kind === 'item' ? entry.item.description : null));
  return (
    <Stack component="section" spacing={1.5} aria-label={heading}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography component="h2" variant="h6">
          {heading}
        </Typography>
        {entries.length > 0 && <Typography variant="h6">{t('per_year', { amount: formatMoney(entriesTotal(entries)) })}</Typography>}
      </Stack>
      {entries.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : shown.length === 0 ? (
        <EmptyState text={t('search_empty')} />
      ) : (
        shown.map((entry, index) => <PensionCard key={index} entry={entry} />)
      )}
    </Stack>
  );
}

/** Retirement (advice §2): totals per person in a chart, each person's pensions, the partner pension. */
export function RetirementScreen({ title }: { title: string }) {
  const { t } = useTranslation('sections');
  const { address } = usePortal();
  const customer = usePortalData('customer');
  const family = usePortalData('family');
  const retirements = usePortalData('retirements');
  const partnerRetirements = usePortalData('partnerRetirements');
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);

  const partner = family.data?.partner ?? null;
  const own = pensionEntries(retirements.data ?? [], customer.data);
  const partners = partner ? pensionEntries(partnerRetirements.data ?? [], partner) : [];
  const ownName = customer.data?.first_name ?? '';
  const chart = pensionChart(own, partner ? { name: partner.first_name ?? '', entries: partners } : null, ownName);
  const total = chart.reduce((sum, point) => sum + point.value, 0);
  const partnerPension = customer.data?.gross_annual_partner_pension_amount ?? null;

  return (
    <DataScreen title={title} queries={[customer, family, retirements, partnerRetirements]}>
      <Stack spacing={3}>
        {total > 0 && (
          <Paper variant="outlined" component="section" aria-label={t('pension_chart')} sx={{ p: 2 }}>
            <DonutChart segments={chart} title={t('pension_chart')} summary={t('total_per_year', { amount: formatMoney(total) })} />
          </Paper>
        )}
        {own.length + partners.length > 0 && <SearchField label={t('pension_search')} value={search} onChange={setSearch} />}
        <PersonPensions heading={t('pension_own', { context: address })} entries={own} search={settled} emptyText={t('pension_empty', { context: address })} />
        {partner && (
          <PersonPensions
            heading={t('pension_of', { name: partner.first_name })}
            entries={partners}
            search={settled}
            emptyText={t('pension_partner_empty', { name: partner.first_name })}
          />
        )}
        {partnerPension !== null && partnerPension > 0 && (
          <Paper variant="outlined" component="section" aria-label={t('partner_pension')} sx={{ p: 2 }}>
            <Typography component="h2" variant="h6">
              {t('partner_pension')}
            </Typography>
            <Typography variant="body1">{t('partner_pension_text', { amount: formatMoney(partnerPension), context: address })}</Typography>
          </Paper>
        )}
        <Typography component="footer" variant="body2" color="text.secondary">
          {t('pension_overview_intro', { context: address })}{' '}
          <Link href={PENSION_OVERVIEW_URL} target="_blank" rel="noopener noreferrer">
            {t('pension_overview_link')}
            <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-label={t('opens_new_tab')} />
          </Link>
        </Typography>
      </Stack>
    </DataScreen>
  );
}
