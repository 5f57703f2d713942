// The login's second step (core §2, §4; issue 39): the authenticator app's code when the customer
// has one, otherwise a mailed code (requested on entry), or one of their recovery codes; the
// customer may switch to any factor the server offered for this sign-in.
import { assign } from 'xstate';
import { classifyCodeFailure } from './login-errors';
import { loginSetup } from './login-setup';
import { credentials } from './login-types';
import { hasErrors, validateOtp } from './validation';

export const twoFactorState = loginSetup.createStateConfig({
  initial: 'choosing',
  entry: assign({ otp: '', errors: {}, error: null }),
  states: {
    choosing: {
      always: [{ guard: ({ context }) => context.factor === 'email', target: 'requestingCode' }, { target: 'editing' }],
    },
    requestingCode: {
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ username: context.username.trim(), tenant: context.needsTenantCode ? context.tenant : null, ticket: context.ticket }),
        onDone: { target: 'editing', actions: assign({ notice: 'login_code_sent', error: null }) },
        onError: { target: 'editing', actions: assign({ notice: null, error: { key: 'login_error_retry' } }) },
      },
    },
    editing: {
      on: {
        CHANGE: {
          guard: ({ event }) => event.field === 'otp',
          actions: assign(({ event }) => ({ otp: event.value, errors: {} })),
        },
        SUBMIT: [
          { guard: ({ context }) => hasErrors(validateOtp(context.otp)), actions: assign({ errors: ({ context }) => validateOtp(context.otp) }) },
          { target: 'verifying', actions: assign({ errors: {}, error: null, notice: null }) },
        ],
        RESEND_CODE: { guard: ({ context }) => context.factor === 'email', target: 'requestingCode', actions: assign({ otp: '' }) },
        USE_FACTOR: {
          guard: ({ context, event }) => context.factors.includes(event.factor),
          target: 'choosing',
          actions: assign(({ event }) => ({ factor: event.factor, otp: '', errors: {}, error: null, notice: null })),
        },
        BACK: { target: '#login.login', actions: assign({ otp: '', password: '', error: null, notice: null }) },
      },
    },
    verifying: {
      invoke: {
        src: 'login',
        input: ({ context }) => credentials(context, context.otp),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'success',
            target: '#login.finishing',
            actions: assign({ tokens: ({ event }) => (event.output.kind === 'success' ? event.output.tokens : null) }),
          },
          {
            // A wrong code: its message, the username kept, a fresh try.
            target: 'editing',
            actions: assign({
              otp: '',
              error: ({ event }) => {
                const outcome = event.output.kind === 'failure' ? classifyCodeFailure(event.output.failure) : null;
                return outcome?.kind === 'error' ? outcome.message : { key: 'login_error' };
              },
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ error: { key: 'login_error' } }) },
      },
    },
  },
});
