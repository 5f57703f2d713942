/**
 * Changing the password on the account tab (core §2, §5; advice §2): editing → submitting →
 * changed | failed, the result shown after 2 s (the spec's delay, so a quick answer does not flash).
 * A submit while one runs is ignored; the fields stay after a failure. A change the server answers
 * with `step_up_required` (issue 39) runs the shared step-up machine and is sent again once proven.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { operations } from '../../../generated/portal';
import { PASSWORD_MIN_LENGTH } from '../../lib/password-rules';
import { unprovided } from '../../lib/unprovided';
import { stepUpMachine, type Outcome } from '../../lib/step-up.machine';

export const RESULT_DELAY_MS = 2000;

export type PasswordFields = operations['postChangePassword']['requestBody']['content']['application/json'];
export type PasswordField = keyof PasswordFields;
export type PasswordError = 'field_required' | 'password_min_length' | 'new_password_equal';

export function passwordErrors(fields: PasswordFields): Partial<Record<PasswordField, PasswordError>> {
  const errors: Partial<Record<PasswordField, PasswordError>> = {};
  if (!fields.current_password) errors.current_password = 'field_required';
  if (!fields.new_password) errors.new_password = 'field_required';
  else if (fields.new_password.length < PASSWORD_MIN_LENGTH) errors.new_password = 'password_min_length';
  // An empty confirmation is missing, though it equals an empty new password.
  if (!fields.new_password_confirmation) errors.new_password_confirmation = 'field_required';
  else if (fields.new_password_confirmation !== fields.new_password) errors.new_password_confirmation = 'new_password_equal';
  return errors;
}

interface Context {
  fields: PasswordFields;
  errors: Partial<Record<PasswordField, PasswordError>>;
}

type Event = { type: 'CHANGE'; field: PasswordField; value: string } | { type: 'SUBMIT' };

const empty = (): PasswordFields => ({ current_password: '', new_password: '', new_password_confirmation: '' });

export const changePasswordMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    // Provided by the hook (the portal client) and by fakes in tests.
    change: unprovided<Outcome<null>, PasswordFields>('change'),
    stepUp: stepUpMachine,
  },
  delays: { result: RESULT_DELAY_MS },
  actions: {
    // An error already shown stays only while it still applies (fixing the new password can fix its
    // confirmation); the field being typed in shows none until the next submit.
    recheckErrors: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const stillShown = Object.entries(passwordErrors(context.fields)).filter(([field]) => field !== event.field && context.errors[field as PasswordField]);
      return { errors: Object.fromEntries(stillShown) };
    }),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return { fields: { ...context.fields, [event.field]: event.value } };
    }),
  },
}).createMachine({
  id: 'changePassword',
  context: { fields: empty(), errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: ['setField', 'recheckErrors'] },
        SUBMIT: [
          {
            guard: ({ context }) => Object.keys(passwordErrors(context.fields)).length > 0,
            actions: assign(({ context }) => ({ errors: passwordErrors(context.fields) })),
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'change',
        input: ({ context }) => context.fields,
        onDone: [
          { guard: ({ event }) => event.output.kind === 'done', target: 'changing' },
          { guard: ({ event }) => event.output.kind === 'stepUp', target: 'steppingUp' },
          { target: 'failing' },
        ],
        onError: 'failing',
      },
    },
    // The fields stay; proven, the same change goes again, else the customer is back at the form.
    steppingUp: {
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        onDone: [{ guard: ({ event }) => event.output.proven, target: 'submitting' }, { target: 'editing' }],
      },
    },
    changing: { after: { result: { target: 'changed', actions: assign({ fields: empty }) } } },
    failing: { after: { result: 'failed' } },
    changed: { on: { CHANGE: { target: 'editing', actions: 'setField' } } },
    failed: {
      on: {
        CHANGE: { target: 'editing', actions: 'setField' },
        SUBMIT: 'submitting',
      },
    },
  },
});
