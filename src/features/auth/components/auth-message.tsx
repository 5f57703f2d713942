import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressContext } from '../../../lib/formal-address';
import type { AuthTextKey } from '../auth-text';
import { AuthAlert } from '../login-views';

/** A text key, or a server's own words shown as is. */
export type AuthNotice = { severity: 'error'; message: { key: AuthTextKey } | { text: string } } | { severity: 'info' | 'success'; key: AuthTextKey } | null;

/**
 * A screen's one message. Errors are announced at once (role alert), news politely (role status);
 * the element stays in the page so a screen reader notices when its text changes. Its coloured
 * box comes after the first paint (login-views.ts); until then the same words stand as plain text.
 */
export function AuthMessage({ notice, context }: { notice: AuthNotice; context: AddressContext }) {
  const { t } = useTranslation('auth');
  if (!notice) return null;
  const text = notice.severity === 'error' ? ('text' in notice.message ? notice.message.text : t(notice.message.key, { context })) : t(notice.key, { context });
  const role = notice.severity === 'error' ? 'alert' : 'status';
  return (
    <Suspense
      fallback={
        <Typography role={role} color={notice.severity === 'error' ? 'error' : undefined} sx={{ mb: 2 }}>
          {text}
        </Typography>
      }
    >
      <AuthAlert severity={notice.severity} role={role} sx={{ mb: 2 }}>
        {text}
      </AuthAlert>
    </Suspense>
  );
}
