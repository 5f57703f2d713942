import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router';
import type { ResolvedLink } from '../../config';
import { CountBadge } from '../../ui/count-badge';
import { icons } from '../registries/icons';
import { useLink } from './use-link';

/** The profile drawer's shortcuts: icon with badge, and the name. */
export function ShortcutList({ links }: { links: readonly ResolvedLink[] }) {
  return (
    <List disablePadding>
      {links.map((link) => (
        <ShortcutItem key={link.to} link={link} />
      ))}
    </List>
  );
}

function ShortcutItem({ link }: { link: ResolvedLink }) {
  const { label, name, newItems } = useLink(link);
  const Icon = icons[link.icon];
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={link.path} aria-label={name}>
        <ListItemIcon>
          <CountBadge count={newItems}>
            <Icon />
          </CountBadge>
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
