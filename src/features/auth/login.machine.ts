// The login screen's flow (core §2, §4, §5, §8; advice §2, §4): saved accounts, login, recovery and
// two-factor; validation before any call; the office code resolved when the host names no office;
// the loading modal while the session starts. The calls are actors the hook (use-login.ts) provides.
import { assign } from 'xstate';
import { classifyLoginFailure, signInFactors, twoFactorTicket } from './login-errors';
import { hasErrors, validateRecovery } from './validation';
import { loginSetup } from './login-setup';
import { twoFactorState } from './login-two-factor';
import { credentials, loginErrors, normaliseTenantCode, startContext } from './login-types';

export { normaliseTenantCode };
export type { ChooseOutcome, CodeRequest, Credentials, LoginAnswer, LoginContext, LoginEvent, LoginInput, LoginNotice, SignInTokens } from './login-types';

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => startContext(input),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.autoSubmit && !hasErrors(loginErrors(context)), target: 'login.submitting' },
        { guard: ({ context }) => context.autoSubmit, target: 'login' },
        { guard: ({ context }) => context.startInRecovery, target: 'recovery' },
        { guard: ({ context }) => context.username === '' && context.savedAccounts > 0 && context.notice === null, target: 'multi' },
        { target: 'login' },
      ],
    },
    multi: {
      on: {
        CHOOSE_ACCOUNT: { target: 'choosing', actions: assign({ error: null, notice: null }) },
        REMOVE_ACCOUNT: { actions: { type: 'removeAccount', params: ({ event }) => ({ accountId: event.accountId }) } },
        ACCOUNTS_CHANGED: [
          { guard: ({ event }) => event.count === 0, target: 'login', actions: assign({ savedAccounts: 0 }) },
          { actions: assign({ savedAccounts: ({ event }) => event.count }) },
        ],
        NEW_ACCOUNT: { target: 'login', actions: assign({ username: '', password: '', tenantCode: '', errors: {}, error: null }) },
      },
    },
    choosing: {
      invoke: {
        src: 'chooseAccount',
        input: ({ event }) => ({ accountId: event.type === 'CHOOSE_ACCOUNT' ? event.accountId : '' }),
        onDone: [
          { guard: ({ event }) => event.output.signedIn, target: 'done' },
          {
            target: 'login',
            actions: assign(({ event }) =>
              event.output.signedIn ? {} : { username: event.output.username, tenantCode: normaliseTenantCode(event.output.tenantCode ?? ''), password: '' },
            ),
          },
        ],
        onError: { target: 'multi', actions: assign({ error: { key: 'login_error' } }) },
      },
    },
    login: {
      initial: 'editing',
      on: {
        ACCOUNTS_CHANGED: { actions: assign({ savedAccounts: ({ event }) => event.count }) },
      },
      states: {
        editing: {
          on: {
            CHANGE: {
              actions: assign(({ context, event }) => ({
                [event.field]: event.field === 'tenantCode' ? normaliseTenantCode(event.value) : event.value,
                errors: { ...context.errors, [event.field]: undefined },
              })),
            },
            SUBMIT: [
              { guard: 'loginInvalid', actions: assign({ errors: ({ context }) => loginErrors(context) }) },
              { target: 'submitting', actions: assign({ errors: {}, error: null, notice: null }) },
            ],
            // A passkey names its own customer: only on an office's own address, its relying party.
            PASSKEY: { guard: ({ context }) => !context.needsTenantCode, target: '#login.passkey', actions: assign({ errors: {}, error: null, notice: null }) },
            FORGOT_PASSWORD: { target: '#login.recovery', actions: assign({ errors: {}, recoveryError: null }) },
            OTHER_ACCOUNT: {
              guard: 'hasSavedAccounts',
              target: '#login.multi',
              actions: ['forgetCurrentUser', assign({ username: '', password: '', tenantCode: '', errors: {}, error: null, notice: null })],
            },
          },
        },
        submitting: {
          initial: 'choosingOffice',
          states: {
            choosingOffice: {
              always: [{ guard: 'needsTenantCode', target: 'resolvingOffice' }, { target: 'signingIn' }],
            },
            resolvingOffice: {
              invoke: {
                src: 'resolveTenantCode',
                input: ({ context }) => ({ code: context.tenantCode.trim() }),
                onDone: { target: 'signingIn', actions: assign({ tenant: ({ event }) => event.output }) },
                onError: { target: '#login.login.editing', actions: assign({ error: { key: 'login_error_tenantcode' } }) },
              },
            },
            signingIn: {
              invoke: {
                src: 'login',
                input: ({ context }) => credentials(context),
                onDone: [
                  {
                    guard: ({ event }) => event.output.kind === 'success',
                    target: '#login.finishing',
                    actions: assign({ tokens: ({ event }) => (event.output.kind === 'success' ? event.output.tokens : null) }),
                  },
                  {
                    guard: ({ event }) => event.output.kind === 'failure' && classifyLoginFailure(event.output.failure).kind === 'twoFactor',
                    target: '#login.twoFactor',
                    actions: assign(({ event }) => {
                      const failure = event.output.kind === 'failure' ? event.output.failure : null;
                      const factors = failure ? signInFactors(failure) : [];
                      return { ticket: failure ? twoFactorTicket(failure) : null, factors, factor: factors[0] ?? 'email' };
                    }),
                  },
                  {
                    target: '#login.login.editing',
                    actions: assign({
                      error: ({ event }) => {
                        const outcome = event.output.kind === 'failure' ? classifyLoginFailure(event.output.failure) : null;
                        return outcome?.kind === 'error' ? outcome.message : { key: 'login_error' };
                      },
                    }),
                  },
                ],
                onError: { target: '#login.login.editing', actions: assign({ error: { key: 'login_error' } }) },
              },
            },
          },
        },
      },
    },
    passkey: {
      invoke: {
        src: 'passkeySignIn',
        input: ({ context }) => ({ tenant: context.tenant ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'finishing', actions: assign({ tokens: ({ event }) => event.output }) },
          { target: 'login.editing', actions: assign({ error: { key: 'login_error_passkey' } }) },
        ],
        onError: { target: 'login.editing', actions: assign({ error: { key: 'login_error_passkey' } }) },
      },
    },
    twoFactor: twoFactorState,
    finishing: {
      invoke: {
        src: 'startSession',
        input: ({ context }) => ({
          tokens: context.tokens!,
          tenant: context.tenant ?? '',
          tenantCode: context.needsTenantCode ? context.tenantCode.trim() : null,
        }),
        onDone: 'done',
        onError: { target: 'login.editing', actions: assign({ error: { key: 'login_error' }, tokens: null, password: '' }) },
      },
    },
    recovery: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: {
              guard: ({ event }) => event.field === 'username' || event.field === 'tenantCode',
              actions: assign(({ context, event }) => ({
                [event.field]: event.field === 'tenantCode' ? normaliseTenantCode(event.value) : event.value,
                errors: { ...context.errors, [event.field]: undefined },
              })),
            },
            SUBMIT: [
              { guard: ({ context }) => hasErrors(validateRecovery(context)), actions: assign({ errors: ({ context }) => validateRecovery(context) }) },
              { target: 'sending', actions: assign({ errors: {}, recoveryError: null }) },
            ],
            BACK: { target: '#login.login', actions: assign({ errors: {}, recoveryError: null }) },
          },
        },
        sending: {
          invoke: {
            src: 'recover',
            // The link opens the portal of the host's office, or of the code typed here.
            input: ({ context }) => ({
              username: context.username.trim(),
              portal: context.needsTenantCode ? context.tenantCode.trim() : (context.officeCode ?? ''),
            }),
            onDone: { target: '#login.login', actions: assign({ notice: 'login_recoverysent', error: null, password: '' }) },
            onError: { target: 'editing', actions: assign({ recoveryError: { key: 'login_error_retry' } }) },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
