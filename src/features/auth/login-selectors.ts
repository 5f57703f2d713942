/**
 * What the login screen shows of the login machine's state: the view, whether a call runs, the
 * loading modal, and the one message (core §8 says when it hides).
 */
import type { SnapshotFrom } from 'xstate';
import type { LoginMessage } from './login-errors';
import type { LoginNotice, loginMachine } from './login.machine';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export type LoginView = 'multi' | 'login' | 'recovery' | 'twoFactor';

export function loginView(snapshot: LoginSnapshot): LoginView {
  if (snapshot.matches('multi') || snapshot.matches('choosing')) return 'multi';
  if (snapshot.matches('recovery')) return 'recovery';
  if (snapshot.matches('twoFactor')) return 'twoFactor';
  return 'login';
}

/** A call is running: submit is ignored, the form is read-only, no message shows. */
export function isBusy(snapshot: LoginSnapshot): boolean {
  return (
    snapshot.matches('choosing') ||
    snapshot.matches({ login: 'submitting' }) ||
    snapshot.matches('passkey') ||
    snapshot.matches({ twoFactor: 'requestingCode' }) ||
    snapshot.matches({ twoFactor: 'verifying' }) ||
    snapshot.matches({ recovery: 'sending' }) ||
    snapshot.matches('finishing') ||
    snapshot.matches('done')
  );
}

/** The loading modal after a successful login (core §2). */
export const showsLoadingModal = (snapshot: LoginSnapshot): boolean =>
  snapshot.matches('finishing') || snapshot.matches('done') || snapshot.matches('choosing');

export type VisibleMessage = { severity: 'error'; message: LoginMessage } | { severity: 'info'; notice: LoginNotice } | null;

/** Core §8: the login message is hidden while loading, in recovery, and when a recovery message shows. */
export function visibleMessage(snapshot: LoginSnapshot): VisibleMessage {
  const { error, notice, recoveryError } = snapshot.context;
  if (isBusy(snapshot)) return null;
  if (snapshot.matches('recovery')) return recoveryError ? { severity: 'error', message: recoveryError } : null;
  if (notice === 'login_recoverysent') return { severity: 'info', notice };
  if (error) return { severity: 'error', message: error };
  if (notice) return { severity: 'info', notice };
  return null;
}
