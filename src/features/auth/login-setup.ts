// The login machine's setup (login.machine.ts), apart so its two-factor step (login-two-factor.ts)
// can be a state config of its own with the same types.
import { setup } from 'xstate';
import { loginActors } from './login-actors';
import { loginErrors, type LoginContext, type LoginEvent, type LoginInput } from './login-types';
import { hasErrors } from './validation';
import { unprovidedAction } from '../../lib/unprovided';

export const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: loginActors,
  actions: {
    /** 'Other account': the current user is no longer current. */
    forgetCurrentUser: unprovidedAction('forgetCurrentUser'),
    removeAccount: unprovidedAction<{ accountId: string }>('removeAccount'),
  },
  guards: {
    loginInvalid: ({ context }) => hasErrors(loginErrors(context)),
    needsTenantCode: ({ context }) => context.needsTenantCode,
    hasSavedAccounts: ({ context }) => context.savedAccounts > 0,
  },
});
