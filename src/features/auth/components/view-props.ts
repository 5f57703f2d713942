import type { AddressContext } from '../../../lib/formal-address';
import type { LoginHandle } from '../use-login';
import type { AuthNotice } from './auth-message';

export interface ViewProps {
  login: LoginHandle;
  context: AddressContext;
  office: string | null;
  /** The view replaced another one: its heading takes the focus. */
  focusHeading: boolean;
}

/** The login machine's visible message as the message component shows it. */
export function loginNotice(login: LoginHandle): AuthNotice {
  const { message } = login;
  if (!message) return null;
  if (message.severity === 'error') return message;
  return { severity: message.notice === 'login_code_sent' ? 'info' : 'success', key: message.notice };
}
