import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { SavedAccount } from '../session-context';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

interface AccountListProps {
  accounts: SavedAccount[];
  onChoose: (id: string) => void;
  onRemove: (id: string) => void;
  /** Show each account's office, where one device serves several. */
  showOffice: boolean;
  disabled?: boolean;
}

/**
 * Saved accounts with avatar and name (core §2): tapping one switches to it, its trash button
 * removes it; the current account can be neither chosen nor removed.
 */
export function AccountList({ accounts, onChoose, onRemove, showOffice, disabled = false }: AccountListProps) {
  const { t } = useTranslation('auth');
  return (
    <List aria-label={t('accounts_label')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
      {accounts.map((account, index) => {
        const secondary = [
          account.username,
          showOffice ? (account.tenantCode ?? account.tenant) : null,
          account.current ? t('account_current') : account.hasSession ? t('account_signed_in') : null,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <ListItem
            key={account.id}
            divider={index < accounts.length - 1}
            disablePadding
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('account_remove', { name: account.name })}
                disabled={account.current || disabled}
                onClick={() => onRemove(account.id)}
              >
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemButton disabled={account.current || disabled} onClick={() => onChoose(account.id)} aria-current={account.current ? 'true' : undefined}>
              <ListItemAvatar>
                {/* The name follows in text, so the picture or initials add nothing to read out. */}
                <Avatar src={account.avatar ?? undefined} alt="" aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                  {initials(account.name)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={account.name} secondary={secondary} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
