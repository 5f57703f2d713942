import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router';
import type { ResolvedLink } from '../../config';
import { CountBadge } from '../../ui/count-badge';
import { icons } from '../registries/icons';
import { useLink } from './use-link';

/** The header's shortcut icons with their badges of new items (1200 px and wider). */
export function ShortcutIcons({ links }: { links: readonly ResolvedLink[] }) {
  return links.map((link) => <ShortcutIcon key={link.to} link={link} />);
}

function ShortcutIcon({ link }: { link: ResolvedLink }) {
  const { label, name, newItems } = useLink(link);
  const Icon = icons[link.icon];
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={link.path} aria-label={name} color="inherit" size="large">
        <CountBadge count={newItems}>
          <Icon />
        </CountBadge>
      </IconButton>
    </Tooltip>
  );
}
