import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { queryKeys } from '../../../api/query-keys';
import { formatDate } from '../../../lib/format';
import { usePortal } from '../../../ui/portal-context';
import { passkeysQuery, sendPasskeyChange } from '../api/passkeys-api';
import { secondFactorsQuery } from '../api/security-api';
import { passkeysMachine, type PasskeyChange } from '../passkeys.machine';
import { AccountSection } from '../sessions/account-section';
import { PasskeyDialog } from './passkey-dialog';
import { portalStepUp } from '../../../api/step-up';

const actors = {
  send: fromPromise(({ input }: { input: PasskeyChange }) => sendPasskeyChange(input)),
  stepUp: portalStepUp,
};

/** The account tab's passkeys (issue 39 item 1): listed with their names, added and removed. */
export function PasskeysSection() {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery());
  const accepted = useQuery(secondFactorsQuery()).data?.accepted.includes('passkey') ?? false;
  const [snapshot, send] = useMachine(
    passkeysMachine.provide({ actors, actions: { changed: () => void queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }) } }),
  );
  const removing = snapshot.matches('sending') && snapshot.context.change?.kind === 'remove' ? snapshot.context.change.id : null;
  const idleError = snapshot.matches('idle') ? snapshot.context.error : null;
  return (
    <AccountSection id="passkeys-title" title={t('passkeys_title')} intro={t('passkeys_intro', { context: address })}>
      {passkeys.isPending && <CircularProgress aria-label={t('loading')} />}
      {passkeys.isError && <Alert severity="error">{t('security_error', { context: address })}</Alert>}
      {passkeys.data?.length === 0 && <p>{t('passkeys_none', { context: address })}</p>}
      {passkeys.data && passkeys.data.length > 0 && (
        <List disablePadding aria-labelledby="passkeys-title">
          {passkeys.data.map((passkey) => (
            <ListItem
              key={passkey.id}
              divider
              disableGutters
              sx={{ pr: 14 }}
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  loading={removing === passkey.id}
                  aria-label={t('passkey_remove_label', { name: passkey.name })}
                  onClick={() => send({ type: 'REMOVE', id: passkey.id })}
                >
                  {t('passkey_remove')}
                </Button>
              }
            >
              <ListItemText
                primary={passkey.name}
                secondary={
                  passkey.last_used_at
                    ? t('passkey_last_used', { date: formatDate(passkey.last_used_at, 'short') })
                    : t('passkey_added_on', { date: formatDate(passkey.created_at, 'short') })
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {idleError && <Alert severity="error">{t(idleError as 'security_error', { context: address })}</Alert>}
      {accepted && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => send({ type: 'OPEN' })}>
          {t('passkey_add')}
        </Button>
      )}
      <PasskeyDialog snapshot={snapshot} send={send} />
    </AccountSection>
  );
}
