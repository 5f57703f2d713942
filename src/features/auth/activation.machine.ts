/**
 * Account activation (advice §2, core §8): the customer types the activation number the office
 * sent; a match gives a registration token for the password screen. Where the host names no
 * office, the office code comes first. Plain TypeScript: calls are actors from the hook.
 */
import { assign, setup } from 'xstate';
import { normaliseTenantCode } from './login.machine';
import { hasErrors, validateActivation, type ActivationField, type FieldErrors } from './validation';
import { unprovided } from '../../lib/unprovided';

export type ActivationResult = { kind: 'found'; token: string } | { kind: 'notFound' };

export type ActivationError = 'activation_not_found' | 'login_error_tenantcode' | 'login_error_retry';

export interface ActivationContext {
  needsTenantCode: boolean;
  tenant: string | null;
  tenantCode: string;
  number: string;
  errors: FieldErrors<ActivationField>;
  error: ActivationError | null;
  token: string | null;
}

export type ActivationEvent = { type: 'CHANGE'; field: ActivationField; value: string } | { type: 'SUBMIT' };

const formErrors = (context: ActivationContext) => validateActivation(context);

export const activationMachine = setup({
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    input: {} as { tenant: string | null },
    output: {} as { token: string; tenant: string | null },
  },
  actors: {
    resolveTenantCode: unprovided<string, { code: string }>('resolveTenantCode'),
    activate: unprovided<ActivationResult, { number: string; tenant: string | null }>('activate'),
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({ needsTenantCode: input.tenant === null, tenant: input.tenant, tenantCode: '', number: '', errors: {}, error: null, token: null }),
  initial: 'editing',
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
          { guard: ({ context }) => hasErrors(formErrors(context)), actions: assign({ errors: ({ context }) => formErrors(context) }) },
          { guard: ({ context }) => context.needsTenantCode, target: 'resolvingOffice', actions: assign({ errors: {}, error: null }) },
          { target: 'activating', actions: assign({ errors: {}, error: null }) },
        ],
      },
    },
    resolvingOffice: {
      invoke: {
        src: 'resolveTenantCode',
        input: ({ context }) => ({ code: context.tenantCode.trim() }),
        onDone: { target: 'activating', actions: assign({ tenant: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: 'login_error_tenantcode' }) },
      },
    },
    activating: {
      invoke: {
        src: 'activate',
        input: ({ context }) => ({ number: context.number.trim(), tenant: context.needsTenantCode ? context.tenant : null }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'found',
            target: 'done',
            actions: assign({ token: ({ event }) => (event.output.kind === 'found' ? event.output.token : null) }),
          },
          { target: 'editing', actions: assign({ error: 'activation_not_found' }) },
        ],
        onError: { target: 'editing', actions: assign({ error: 'login_error_retry' }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token ?? '', tenant: context.needsTenantCode ? context.tenant : null }),
});
