import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { EditTabName } from '../../config';
import { usePathOf, usePortal } from '../../ui/portal-context';
import { DataSourceBanner } from './data-source-banner';
import { AccountTab } from './tabs/account-tab';
import { ContactTab, IncomeTab, LivingTab, MortgageTab, PersonTab } from './tabs/form-tabs';

/** Each tab name of the configuration mapped to its content. */
const tabs: Readonly<Record<EditTabName, ComponentType>> = {
  person: PersonTab,
  income: IncomeTab,
  living: LivingTab,
  mortgage: MortgageTab,
  account: AccountTab,
  contact: ContactTab,
};

/**
 * 'Gegevens wijzigen' (advice §2): the tabs the office shows, the chosen one kept in the route's
 * tab parameter; a sidebar on wider screens, a select at phone width.
 */
export function EditInfoScreen({ title }: { title: string }) {
  const { t } = useTranslation('editInfo');
  const { resolved } = usePortal();
  const base = usePathOf('editInfo') ?? '/gegevens';
  const navigate = useNavigate();
  const { tab } = useParams();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const shown = resolved.editTabs;
  const current = shown.find((name) => name === tab);
  if (!current) return shown[0] ? <Navigate to={`${base}/${shown[0]}`} replace /> : null;
  const open = (name: string) => navigate(`${base}/${name}`);
  const Content = tabs[current];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <DataSourceBanner />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, mt: 3 }}>
        {wide ? (
          <Tabs
            orientation="vertical"
            value={current}
            onChange={(_event, name: string) => open(name)}
            aria-label={t('tabs_label')}
            sx={{ borderRight: 1, borderColor: 'divider', minWidth: 180 }}
          >
            {shown.map((name) => (
              <Tab key={name} value={name} label={t(`tab_${name}`)} id={`edit-tab-${name}`} aria-controls="edit-tab-panel" />
            ))}
          </Tabs>
        ) : (
          <TextField select label={t('tabs_label')} value={current} onChange={(event) => open(event.target.value)}>
            {shown.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`tab_${name}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box role={wide ? 'tabpanel' : 'region'} id="edit-tab-panel" aria-label={t(`tab_${current}`)} sx={{ flex: 1, minWidth: 0 }}>
          <Content key={current} />
        </Box>
      </Box>
    </Container>
  );
}
