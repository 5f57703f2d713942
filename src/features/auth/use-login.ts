import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { login, passkeySignIn, requestTwoFactorCode, resolveTenantCode } from './api/session-api';
import { recoverPassword } from './api/password-api';
import { useAuthTenant } from './use-auth-tenant';
import { useSession } from './use-session';
import { isBusy, loginView, showsLoadingModal, visibleMessage } from './login-selectors';
import { type CodeRequest, loginMachine, type ChooseOutcome, type Credentials, type LoginInput, type SignInTokens } from './login.machine';

/**
 * The login machine with its real calls. `start` overrides the start: a username and password to
 * sign in with at once (after setting a password), or recovery.
 */
export function useLogin(start: Partial<LoginInput> = {}) {
  const session = useSession();
  const { tenant } = useAuthTenant();
  const pending = session.pendingAccount;

  const input: LoginInput = {
    tenant: session.hostTenantName,
    officeCode: tenant?.code ?? null,
    savedAccounts: session.accounts.length,
    ...(pending ? { username: pending.username, tenantCode: pending.tenantCode } : {}),
    ...start,
  };

  // The implementations are read on every render (@xstate/react keeps the latest), so they may
  // close over this render's session; the input only counts when the actor is made.
  const actor = useActorRef(
    loginMachine.provide({
      actors: {
        resolveTenantCode: fromPromise(({ input: { code } }: { input: { code: string } }) => resolveTenantCode(code)),
        login: fromPromise(({ input: credentials }: { input: Credentials }) => login(credentials)),
        passkeySignIn: fromPromise(({ input: { tenant } }: { input: { tenant: string } }) => passkeySignIn(tenant)),
        requestCode: fromPromise(({ input: request }: { input: CodeRequest }) => requestTwoFactorCode(request)),
        recover: fromPromise(({ input: request }: { input: { username: string; portal: string } }) => recoverPassword(request)),
        startSession: fromPromise(({ input: request }: { input: { tokens: SignInTokens; tenant: string; tenantCode: string | null } }) =>
          session.signIn(request.tokens, request.tenant, request.tenantCode),
        ),
        chooseAccount: fromPromise(({ input: { accountId } }: { input: { accountId: string } }): Promise<ChooseOutcome> => session.chooseAccount(accountId)),
      },
      actions: {
        forgetCurrentUser: () => session.forgetCurrentUser(),
        removeAccount: (_, { accountId }) => session.removeAccount(accountId),
      },
    }),
    { input },
  );

  const savedCount = session.accounts.length;
  useEffect(() => {
    actor.send({ type: 'ACCOUNTS_CHANGED', count: savedCount });
  }, [actor, savedCount]);

  return useLoginHandle(actor);
}

/**
 * What the login views read of a login actor: the real one above, or one the studio drives with
 * its demo answers to show a step the customer reaches only through the server.
 */
export function useLoginHandle(actor: ActorRefFrom<typeof loginMachine>) {
  const snapshot = useSelector(actor, (current) => current);
  return {
    snapshot,
    send: actor.send,
    view: loginView(snapshot),
    busy: isBusy(snapshot),
    message: visibleMessage(snapshot),
    loadingModal: showsLoadingModal(snapshot),
  };
}

export type LoginHandle = ReturnType<typeof useLoginHandle>;
