import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../lib/format';
import { usePortal } from '../../../ui/portal-context';
import { AccountSection } from './account-section';
import { sessionsQuery, type SignedInSession } from '../api/sessions-api';
import { useSessionActions } from './use-session-actions';

/**
 * Where the customer is signed in (issue 39): each session by browser and system ("Chrome op
 * Android"), when it signed in and was last active, this device marked; any other one ends with a
 * tap, or all others at once.
 */
export function SessionsSection() {
  const { t } = useTranslation('sessions');
  const { address } = usePortal();
  const sessions = useQuery(sessionsQuery());
  const { message, endOne, endOthers } = useSessionActions();
  const deviceName = (session: SignedInSession) =>
    session.browser && session.os ? t('device', { browser: session.browser, os: session.os }) : (session.browser ?? t('device_unknown'));
  const when = (value: string) => ({ date: formatDate(value, 'short'), time: formatTime(value) });
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <AccountSection id="sessions-title" title={t('sessions_title', { context: address })} intro={t('sessions_intro', { context: address })}>
      {sessions.isPending && <CircularProgress aria-label={t('loading')} />}
      {sessions.isError && <Alert severity="error">{t('load_failed')}</Alert>}
      {sessions.data && (
        <List disablePadding aria-labelledby="sessions-title">
          {sessions.data.map((session) => (
            <ListItem
              key={session.id}
              divider
              disableGutters
              secondaryAction={
                session.current ? (
                  <Chip label={t('this_device')} color="primary" size="small" />
                ) : (
                  <Button
                    size="small"
                    color="error"
                    loading={endOne.isPending && endOne.variables === session.id}
                    aria-label={t('end_label', { device: deviceName(session) })}
                    onClick={() => endOne.mutate(session.id)}
                  >
                    {t('end')}
                  </Button>
                )
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={`${deviceName(session)} · ${t(`type_${session.device_type}`)}`}
                secondary={
                  <>
                    {t('signed_in_at', when(session.signed_in_at))}
                    <br />
                    {t('last_seen', when(session.last_seen_at))}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {message && (
        <Alert severity={message === 'end_failed' ? 'error' : 'success'} role="status">
          {t(message)}
        </Alert>
      )}
      {others.length > 1 && (
        <Button variant="outlined" color="error" sx={{ alignSelf: 'flex-start' }} loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
          {t('end_others')}
        </Button>
      )}
    </AccountSection>
  );
}
