import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../../api/portal-data';
import { pushKinds, type NotifyKind } from '../../../lib/notify-kinds';
import { focusWhenLost } from '../../../ui/focus-return';
import { useShell } from '../shell-context';
import { useNotificationPrompt } from './use-notification-prompt';
import { useUpdateAvailable } from './use-update-available';

/**
 * The prompts: a new version to load, and permission for notifications. They stand in the page's
 * flow at the top of <main> (`slot`), above the screen's heading: nothing of the screen is ever
 * under them (as it was under a fixed box at the bottom), and they are the first stop after the
 * skip link, so the customer reaches them at once. Answered, focus goes on to the screen's heading.
 */
export function Prompts({ slot }: { slot: HTMLElement }) {
  const { t, i18n } = useTranslation('shell');
  const { address } = useShell();
  const update = useUpdateAvailable();
  const customer = usePortalData('customer');
  const kinds = useMemo(() => (customer.data ? pushKinds(customer.data.notification_preferences) : []), [customer.data]);
  const notifications = useNotificationPrompt(kinds);
  useFocusOnAfterAnswer(notifications.open, slot);
  if (!update.available && !notifications.open) return null;

  return createPortal(
    <Container maxWidth="lg" component="aside" aria-live="polite" sx={{ pt: { xs: 2, md: 3 } }}>
      <Stack spacing={1}>
        {update.available && (
          <Prompt text={t('update_available')}>
            <Button variant="contained" size="small" onClick={update.reload}>
              {t('update_reload')}
            </Button>
          </Prompt>
        )}
        {notifications.open && (
          <Prompt
            text={t('notifications_body', {
              context: address,
              what: namedKinds(kinds, (kind) => t(`notify_kind_${kind}`, { context: address }), i18n.language),
            })}
          >
            <Button size="small" onClick={notifications.later}>
              {t('notifications_later')}
            </Button>
            <Button variant="contained" size="small" onClick={notifications.allow}>
              {t('notifications_allow')}
            </Button>
          </Prompt>
        )}
      </Stack>
    </Container>,
    slot,
  );
}

/** Once the notification prompt is answered and gone, focus goes on to the screen's heading. */
function useFocusOnAfterAnswer(open: boolean, slot: HTMLElement) {
  const was = useRef(open);
  useEffect(() => {
    if (was.current && !open) focusWhenLost(slot.parentElement?.querySelector('h1'));
    was.current = open;
  }, [open, slot]);
}

/** What the prompt asks to tell: "een nieuw bericht, een nieuwe taak of een nieuw signaal". */
function namedKinds(kinds: readonly NotifyKind[], name: (kind: NotifyKind) => string, language: string): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(kinds.map(name));
}

// The buttons go under the text, so a phone keeps the text readable instead of a narrow column.
function Prompt({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Alert severity="info" icon={false} role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="body2">{text}</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>
        {children}
      </Stack>
    </Alert>
  );
}
