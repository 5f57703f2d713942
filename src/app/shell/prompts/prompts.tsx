import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../../api/portal-data';
import { pushKinds, type NotifyKind } from '../../../lib/notify-kinds';
import { useShell } from '../shell-context';
import { useNotificationPrompt } from './use-notification-prompt';
import { useUpdateAvailable } from './use-update-available';

/** The prompts at the bottom of the screen: a new version to load, and permission for notifications. */
export function Prompts() {
  const { t, i18n } = useTranslation('shell');
  const { address } = useShell();
  const update = useUpdateAvailable();
  const customer = usePortalData('customer');
  const kinds = useMemo(() => (customer.data ? pushKinds(customer.data.notification_preferences) : []), [customer.data]);
  const notifications = useNotificationPrompt(kinds);
  const [box, setBox] = useState<HTMLElement | null>(null);
  const height = useHeight(box);
  if (!update.available && !notifications.open) return null;

  return (
    // Above the page and its header, below the drawers: an open drawer (modal) must cover it.
    <Stack
      ref={setBox}
      component="aside"
      spacing={1}
      aria-live="polite"
      sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, mx: 'auto', maxWidth: 560, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    >
      {/* The page can scroll its last action above the prompts, which never cover it. */}
      <GlobalStyles styles={{ body: { paddingBottom: height + 32 } }} />
      {update.available && (
        <Prompt text={t('update_available')}>
          <Button variant="contained" size="small" onClick={update.reload}>
            {t('update_reload')}
          </Button>
        </Prompt>
      )}
      {notifications.open && (
        <Prompt
          text={t('notifications_body', { context: address, what: namedKinds(kinds, (kind) => t(`notify_kind_${kind}`, { context: address }), i18n.language) })}
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
  );
}

/** What the prompt asks to tell: "een nieuw bericht, een nieuwe taak of een nieuw signaal". */
function namedKinds(kinds: readonly NotifyKind[], name: (kind: NotifyKind) => string, language: string): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(kinds.map(name));
}

// The buttons go under the text, so a phone keeps the text readable instead of a narrow column.
function Prompt({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Alert severity="info" icon={false} role="status" sx={{ boxShadow: 3, '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="body2">{text}</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>
        {children}
      </Stack>
    </Alert>
  );
}

/** The element's height as it changes (0 until it is there). */
function useHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}
