import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMarkSeen } from '../../../api/mark-seen';
import { usePortalData } from '../../../api/portal-data';
import { EmptyState } from '../../../ui/empty-state';
import { usePortal } from '../../../ui/portal-context';
import { formatMoney } from '../../../lib/format';
import { Facts } from '../shared/facts';
import { ScreenFrame } from '../shared/screen-frame';
import { activeAddress, isAtAddress, mortgageTotals, openRequests, sortMortgages, statusKey } from './mortgage-figures';
import { MortgageDrawer } from './mortgage-drawer';
import { mortgageName } from '../../../lib/mortgage-name';
import { OfferCards } from '../offers/offer-card';

export function MortgagesScreen({ title }: { title: string }) {
  const { t } = useTranslation('dossier');
  const { address } = usePortal();
  const mortgages = usePortalData('mortgages');
  const customer = usePortalData('customer');
  const markSeen = useMarkSeen();
  // The dashboard's stepper links here with `?aanvraag=<id>`: that application opens at once.
  const [search] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => Number(search.get('aanvraag')) || null);
  const home = activeAddress(customer.data?.addresses);
  const list = sortMortgages(mortgages.data ?? [], home);
  const totals = mortgageTotals(list);
  const open = list.find((mortgage) => mortgage.id === openId) ?? null;

  return (
    <ScreenFrame title={title} loading={mortgages.isPending} failed={mortgages.isError}>
      <OfferCards />
      {list.length === 0 ? (
        <EmptyState text={t('mortgages_empty')} hint={t('mortgages_empty_hint', { context: address })} />
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="mortgage-totals">
            <Typography id="mortgage-totals" component="h2" variant="h6" gutterBottom>
              {t('totals_title', { context: address })}
            </Typography>
            <Facts
              facts={[
                { label: t('total_principal'), value: formatMoney(totals.totaalSom) },
                { label: t('total_remaining'), value: formatMoney(totals.restantHoofdsom) },
                { label: t('total_paid'), value: formatMoney(totals.totaalSom - totals.restantHoofdsom) },
                { label: t('total_monthly'), value: formatMoney(totals.monthly) },
              ]}
            />
          </Paper>
          <Paper variant="outlined">
            <List disablePadding>
              {list.map((mortgage) => {
                const requests = openRequests(mortgage);
                return (
                  <ListItem key={mortgage.id} disablePadding>
                    <ListItemButton
                      divider
                      onClick={() => {
                        setOpenId(mortgage.id);
                        if (!mortgage.seen_by_customer) markSeen.mutate({ model: 'mortgage', id: mortgage.id });
                      }}
                      sx={{ flexWrap: 'wrap', gap: 1 }}
                    >
                      <ListItemText
                        primary={mortgageName(mortgage)}
                        secondary={[t(statusKey(mortgage.status)), mortgage.restantHoofdsom === null ? null : formatMoney(mortgage.restantHoofdsom)]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                      {isAtAddress(mortgage.mainProperty, home) && <Chip size="small" color="primary" label={t('primary_residence')} />}
                      {requests > 0 && <Chip size="small" color="warning" label={t('requested_open', { count: requests })} />}
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Paper>
        </Stack>
      )}
      {open && <MortgageDrawer mortgage={open} onClose={() => setOpenId(null)} />}
    </ScreenFrame>
  );
}
