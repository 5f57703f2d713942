import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../../api/portal-data';
import { formatMoney } from '../../../lib/format';
import { DonutChart } from '../../../ui/charts/donut-chart';
import { EmptyState } from '../../../ui/empty-state';
import { usePortal } from '../../../ui/portal-context';
import { useKnownLabel } from '../../../ui/use-known-label';
import { POLICY_KINDS } from '../../../lib/known-labels';
import { ScreenFrame } from '../shared/screen-frame';
import { PolicyDrawer } from './policy-drawer';
import { monthlyAmount, pieSlices, policiesOfTab, type Policy, type PolicyTab } from './policy-figures';

const TABS: readonly PolicyTab[] = ['tenant', 'other'];

function PolicyRow({ policy, nested, onOpen }: { policy: Policy; nested?: boolean; onOpen: (policy: Policy) => void }) {
  const { t } = useTranslation('dossier');
  const label = useKnownLabel();
  return (
    <ListItem disablePadding>
      <ListItemButton divider onClick={() => onOpen(policy)} sx={{ pl: nested ? 4 : 2 }}>
        <ListItemText
          primary={policy.name}
          secondary={[policy.view_group_name && label(POLICY_KINDS, policy.view_group_name), t('per_month', { amount: formatMoney(monthlyAmount(policy)) })]
            .filter(Boolean)
            .join(' · ')}
        />
      </ListItemButton>
    </ListItem>
  );
}

export function PoliciesScreen({ title }: { title: string }) {
  const { t } = useTranslation('dossier');
  const { tenant, address } = usePortal();
  const policies = usePortalData('policies');
  const [tab, setTab] = useState<PolicyTab>('tenant');
  const [open, setOpen] = useState<Policy | null>(null);
  const shown = policiesOfTab(policies.data ?? [], tab);
  const slices = pieSlices(shown);
  const premium = slices.reduce((sum, slice) => sum + slice.value, 0);

  return (
    <ScreenFrame title={title} loading={policies.isPending} failed={policies.isError}>
      <Tabs value={tab} onChange={(_event, next: PolicyTab) => setTab(next)} variant="fullWidth" sx={{ mb: 2, maxWidth: 720 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={name === 'tenant' ? t('tab_tenant', { office: tenant.full_name ?? tenant.name }) : t('tab_other')} />
        ))}
      </Tabs>
      {shown.length === 0 ? (
        <EmptyState text={t('policies_empty')} hint={t('policies_empty_hint', { context: address })} />
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Paper variant="outlined" sx={{ flex: 1, width: '100%' }}>
            <List disablePadding>
              {shown.map((policy) =>
                policy.is_package ? (
                  <Fragment key={policy.id}>
                    <ListSubheader disableSticky>{policy.package_number ? t('policy_package', { number: policy.package_number }) : policy.name}</ListSubheader>
                    {policy.children.map((child) => (
                      <PolicyRow key={child.id} policy={child} nested onOpen={setOpen} />
                    ))}
                  </Fragment>
                ) : (
                  <PolicyRow key={policy.id} policy={policy} onOpen={setOpen} />
                ),
              )}
            </List>
          </Paper>
          <Paper component="section" variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 'auto' } }} aria-labelledby="policy-pie-title">
            <Typography id="policy-pie-title" component="h2" variant="h6" gutterBottom>
              {t('pie_title')}
            </Typography>
            <DonutChart segments={slices} title={t('pie_label')} summary={t('pie_total', { amount: formatMoney(premium) })} />
          </Paper>
        </Stack>
      )}
      {open && <PolicyDrawer policy={open} onClose={() => setOpen(null)} />}
    </ScreenFrame>
  );
}
