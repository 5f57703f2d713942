import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import type { ResolvedLink } from '../../config';
import { contrastText } from '../../lib/colour-scale';
import type { CountState } from '../registries/count-sources';
import { icons } from '../registries/icons';
import { useLink } from './use-link';

/** The side menu: one link per resolved entry, the current screen marked, counts on the right. */
export function NavMenu({ links }: { links: readonly ResolvedLink[] }) {
  return (
    <List>
      {links.map((link) => (
        <MenuLink key={link.to} link={link} />
      ))}
    </List>
  );
}

function MenuLink({ link }: { link: ResolvedLink }) {
  const theme = useTheme();
  const { label, count } = useLink(link);
  const current = useMatch({ path: link.path, end: true }) !== null;
  const Icon = icons[link.icon];
  // The current entry sits on a light tint of the office colour, with text picked for contrast.
  const tint = theme.palette.tenant.primary[90];
  const onTint = contrastText(tint);

  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={link.path}
        selected={current}
        aria-current={current ? 'page' : undefined}
        sx={{ py: 1.25, '&.Mui-selected, &.Mui-selected:hover': { bgcolor: tint, color: onTint, boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}` } }}
      >
        <ListItemIcon sx={{ color: 'inherit' }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} />
        <MenuCount state={count} />
      </ListItemButton>
    </ListItem>
  );
}

function MenuCount({ state }: { state: CountState }) {
  const { t } = useTranslation('shell');
  if (state.status === 'off') return null;
  if (state.status === 'loading') return <CircularProgress size={18} aria-label={t('count_loading')} />;
  return (
    <Box
      component="span"
      sx={{ minWidth: 28, px: 1, borderRadius: 14, textAlign: 'center', fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {state.count}
    </Box>
  );
}
