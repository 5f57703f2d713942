import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '../api/get-tenant';
import { AUTH_PATHS, hasPasswordLink, useSession } from '../features/auth';
import { addressContext } from '../lib/formal-address';
import { MessageScreen } from '../ui/message-screen';
import { SESSION_AT_START } from './startup/early-start';
import { ServerTrouble } from './startup/server-trouble';
import { preloadSignedIn, SignedInEntry } from './startup/signed-in-entry';
import { preloadSignedOut, SignedOutEntry } from './startup/signed-out-entry';
import { StartupLoading } from './startup/startup-loading';

/** Where the office lookup stands; `none` is a host without office sub-domain, signed out. */
export type TenantStatus =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; tenant: Tenant }
  | { status: 'unknown-office' }
  | { status: 'failed'; httpStatus: number | null };

/**
 * Start-up routing (core §2): loading (with patience messages), the server-overload page, the
 * unknown-office page, then the signed-out screens or the signed-in portal.
 */
export function TenantGate({ tenant, onRetry }: { tenant: TenantStatus; onRetry: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  // Without an office there is no pronoun setting; the rule then gives the formal form.
  const context = addressContext(tenant.status === 'ready' ? tenant.tenant.pronoun : null);

  // Core §2: a password link opens the password screen, also on a device that is signed in; and
  // the login opened while signed in shows the saved accounts, to add one or switch (core §2: the
  // current account can be neither chosen nor removed there). The session is kept aside, a saved
  // account that one tap brings back.
  const [parkPending, setParkPending] = useState(() => hasPasswordLink(window.location.search) || window.location.pathname === AUTH_PATHS.login);
  if (parkPending && session.status === 'signedOut') setParkPending(false);
  const { status, addAccount } = session;
  useEffect(() => {
    if (parkPending && status === 'signedIn') addAccount();
  }, [parkPending, status, addAccount]);

  // The next part's code and texts download while the office and the session are still loading
  // (each at most once), instead of after them.
  useEffect(() => {
    if (session.status === 'signedOut') void preloadSignedOut();
    else if (session.status === 'signedIn' || SESSION_AT_START) void preloadSignedIn();
  }, [session.status]);

  if (tenant.status === 'loading') return <StartupLoading context={context} />;
  if (tenant.status === 'failed') return <ServerTrouble status={tenant.httpStatus} onRetry={onRetry} context={context} />;
  if (tenant.status === 'unknown-office') return <MessageScreen title={t('unknown_office_title')} body={t('unknown_office_body', { context })} />;
  if (session.unavailable) return <ServerTrouble status={null} onRetry={session.retry} context={context} />;
  if (session.status === 'signedOut') return <SignedOutEntry context={context} />;
  if (session.status === 'checking' || parkPending || tenant.status !== 'ready') return <StartupLoading context={context} />;
  return <SignedInEntry tenant={tenant.tenant} />;
}
