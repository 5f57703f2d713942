/**
 * The password set / reset screen (core §2, §4, §5; advice §2, §5): the token from the link is
 * checked first, then the new password twice; a successful set hands the credentials on to sign in
 * (with the office of the host, or the link's). Plain TypeScript: calls are actors from the hook.
 */
import { assign, setup } from 'xstate';
import { hasErrors, validateNewPassword, type FieldErrors, type NewPasswordField } from './validation';
import { unprovided } from '../../lib/unprovided';

export type TokenCheck = { kind: 'valid'; username: string | null } | { kind: 'invalid' };
export type SetPasswordResult = { kind: 'set' } | { kind: 'invalidToken' } | { kind: 'failed' };

export interface PasswordInput {
  token: string | null;
  /** The office sub-domain, where the host names none (from the activation screen's link). */
  tenant: string | null;
}

export interface PasswordContext {
  token: string;
  tenant: string | null;
  username: string | null;
  password: string;
  confirmation: string;
  errors: FieldErrors<NewPasswordField>;
  error: 'login_error_retry' | null;
}

export type PasswordEvent = { type: 'CHANGE'; field: NewPasswordField; value: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

export interface PasswordOutput {
  username: string | null;
  password: string;
}

const formErrors = (context: PasswordContext) => validateNewPassword(context);

export const passwordMachine = setup({
  types: {
    context: {} as PasswordContext,
    events: {} as PasswordEvent,
    input: {} as PasswordInput,
    output: {} as PasswordOutput,
  },
  actors: {
    validateToken: unprovided<TokenCheck, { token: string; tenant: string | null }>('validateToken'),
    setPassword: unprovided<SetPasswordResult, { token: string; password: string; tenant: string | null }>('setPassword'),
  },
}).createMachine({
  id: 'password',
  context: ({ input }) => ({
    token: input.token?.trim() ?? '',
    tenant: input.tenant,
    username: null,
    password: '',
    confirmation: '',
    errors: {},
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.token === '', target: 'invalidToken' }, { target: 'validating' }],
    },
    validating: {
      invoke: {
        src: 'validateToken',
        input: ({ context }) => ({ token: context.token, tenant: context.tenant }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'valid',
            target: 'editing',
            actions: assign({ username: ({ event }) => (event.output.kind === 'valid' ? event.output.username : null) }),
          },
          { target: 'invalidToken' },
        ],
        // No answer says nothing about the token: offer a retry instead of calling it invalid.
        onError: 'checkFailed',
      },
    },
    checkFailed: {
      on: { RETRY: 'validating' },
    },
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } })),
        },
        SUBMIT: [
          { guard: ({ context }) => hasErrors(formErrors(context)), actions: assign({ errors: ({ context }) => formErrors(context) }) },
          { target: 'saving', actions: assign({ errors: {}, error: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'setPassword',
        input: ({ context }) => ({ token: context.token, password: context.password, tenant: context.tenant }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'set', target: 'done' },
          { guard: ({ event }) => event.output.kind === 'invalidToken', target: 'invalidToken' },
          { target: 'editing', actions: assign({ error: 'login_error_retry' }) },
        ],
        onError: { target: 'editing', actions: assign({ error: 'login_error_retry' }) },
      },
    },
    invalidToken: { type: 'final' },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ username: context.username, password: context.password }),
});
