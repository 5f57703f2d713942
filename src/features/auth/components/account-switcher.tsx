import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSession } from '../use-session';
import { AccountList } from './account-list';

/**
 * The account switcher of the account area (core §2): the accounts saved on this device; tapping
 * one switches to it (without a password while its session lives), the trash button removes one;
 * the current account can be neither chosen nor removed. 'Add account' keeps this session.
 */
export function AccountSwitcher() {
  const { t } = useTranslation('auth');
  const { accounts, switchAccount, removeAccount, addAccount, hostTenantName } = useSession();
  return (
    <Box>
      <AccountList accounts={accounts} showOffice={hostTenantName === null} onChoose={switchAccount} onRemove={removeAccount} />
      <Button variant="outlined" fullWidth sx={{ mt: 1.5 }} onClick={addAccount}>
        {t('add_account')}
      </Button>
    </Box>
  );
}
