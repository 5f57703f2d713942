import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../api/portal-data';
import { formatMoney } from '../../lib/format';
import { AmountCard } from '../../ui/amount-card';
import { DonutChart } from '../../ui/charts/donut-chart';
import { DataScreen } from '../../ui/data-screen';
import { EmptyState } from '../../ui/empty-state';
import { LabelValues, type LabelValue } from '../../ui/label-values';
import { usePortal } from '../../ui/portal-context';
import { useKnownLabel } from '../../ui/use-known-label';
import { OBLIGATION_DETAILS, OBLIGATION_KINDS } from '../../lib/known-labels';
import { groupObligations } from './obligation-groups';
import { OBLIGATION_ICONS } from './obligation-icon';

/** Obligations (advice §2): a chart of the monthly amounts per kind, then each kind with its obligations. */
export function ObligationsScreen({ title }: { title: string }) {
  const { t } = useTranslation('sections');
  const { address } = usePortal();
  const label = useKnownLabel();
  const lines = (rows: readonly LabelValue[]) => rows.map((row) => ({ ...row, label: label(OBLIGATION_DETAILS, row.label) }));
  const obligations = usePortalData('obligations');
  const groups = groupObligations(obligations.data ?? []);
  const total = groups.reduce((sum, group) => sum + group.monthlyTotal, 0);

  return (
    <DataScreen title={title} queries={[obligations]}>
      {groups.length === 0 ? (
        <EmptyState text={t('obligations_empty', { context: address })} />
      ) : (
        <Stack spacing={3}>
          <Paper variant="outlined" component="section" aria-label={t('obligations_chart')} sx={{ p: 2 }}>
            <DonutChart
              segments={groups.map((group) => ({ id: group.description, label: label(OBLIGATION_KINDS, group.description), value: group.monthlyTotal }))}
              title={t('obligations_chart')}
              summary={t('total_per_month', { amount: formatMoney(total) })}
            />
          </Paper>
          {groups.map((group) => (
            <Stack key={group.description} component="section" spacing={1.5} aria-label={label(OBLIGATION_KINDS, group.description)}>
              <Typography component="h2" variant="h6">
                {label(OBLIGATION_KINDS, group.description)}
              </Typography>
              {group.items.map((item, index) => (
                <AmountCard
                  key={index}
                  icon={OBLIGATION_ICONS[item.type]}
                  title={label(OBLIGATION_KINDS, item.type_description)}
                  amount={t('per_month', { amount: formatMoney(item.monthly_amount) })}
                >
                  <Stack spacing={1.5}>
                    {item.descriptions.length > 0 && (
                      <div>
                        <Typography variant="overline" color="text.secondary">
                          {t('obligation_descriptions')}
                        </Typography>
                        <LabelValues rows={lines(item.descriptions)} />
                      </div>
                    )}
                    {item.incomes.length > 0 && (
                      <div>
                        <Typography variant="overline" color="text.secondary">
                          {t('obligation_amounts')}
                        </Typography>
                        <LabelValues rows={lines(item.incomes)} moneyOnly />
                      </div>
                    )}
                  </Stack>
                </AmountCard>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </DataScreen>
  );
}
