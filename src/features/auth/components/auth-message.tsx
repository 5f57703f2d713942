import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { AddressContext } from '../../../lib/formal-address';
import type { AuthTextKey } from '../auth-text';

/** A text key, or a server's own words shown as is. */
export type AuthNotice = { severity: 'error'; message: { key: AuthTextKey } | { text: string } } | { severity: 'info' | 'success'; key: AuthTextKey } | null;

/**
 * A screen's one message. Errors are announced at once (role alert), news politely (role status);
 * the element stays in the page so a screen reader notices when its text changes.
 */
export function AuthMessage({ notice, context }: { notice: AuthNotice; context: AddressContext }) {
  const { t } = useTranslation('auth');
  if (!notice) return null;
  const text = notice.severity === 'error' ? ('text' in notice.message ? notice.message.text : t(notice.message.key, { context })) : t(notice.key, { context });
  const role = notice.severity === 'error' ? 'alert' : 'status';
  return (
    <Alert severity={notice.severity} role={role} sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
