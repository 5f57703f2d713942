import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../use-session';
import { AccountList } from './account-list';
import { AuthMessage } from './auth-message';
import { ViewHeading } from './view-heading';
import { loginNotice, type ViewProps } from './view-props';

/** The saved accounts of this device: choose one, remove one, or sign in with another. */
export function MultiView({ login, context, focusHeading }: ViewProps) {
  const { t } = useTranslation('auth');
  const { accounts, hostTenantName } = useSession();
  const { send, busy } = login;

  return (
    <Box component="section" aria-labelledby="multi-heading">
      <ViewHeading id="multi-heading" focusOnMount={focusHeading}>
        {t('multi_heading', { context })}
      </ViewHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('multi_intro', { context })}
      </Typography>
      <AuthMessage notice={loginNotice(login)} context={context} />
      <AccountList
        accounts={accounts}
        showOffice={hostTenantName === null}
        disabled={busy}
        onChoose={(accountId) => send({ type: 'CHOOSE_ACCOUNT', accountId })}
        onRemove={(accountId) => send({ type: 'REMOVE_ACCOUNT', accountId })}
      />
      <Button variant="outlined" size="large" fullWidth sx={{ mt: 2 }} disabled={busy} onClick={() => send({ type: 'NEW_ACCOUNT' })}>
        {t('multi_new_account')}
      </Button>
    </Box>
  );
}
