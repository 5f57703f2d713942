import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { resetPassword, validateToken } from './api/password-api';
import { PasswordSteps } from './components/password-steps';
import { passwordMachine } from './password.machine';
import { OFFICE_PARAM } from './paths';
import { useSession } from './use-session';

/**
 * Password set (`?register=<token>`) or reset (`?reset_password=<token>`), core §2 and §4: the
 * token is checked first; a set password signs in at once with the office of the host or link.
 */
export function PasswordScreen() {
  const [params] = useSearchParams();
  const { hostTenantName } = useSession();
  const tenant = hostTenantName ?? params.get(OFFICE_PARAM);

  const actor = useActorRef(
    passwordMachine.provide({
      actors: {
        validateToken: fromPromise(({ input }: { input: { token: string; tenant: string | null } }) => validateToken(input)),
        setPassword: fromPromise(({ input }: { input: { token: string; password: string; tenant: string | null } }) => resetPassword(input)),
      },
    }),
    { input: { token: params.get('register') ?? params.get('reset_password'), tenant } },
  );
  return <PasswordSteps actor={actor} register={params.has('register')} tenant={tenant} />;
}
