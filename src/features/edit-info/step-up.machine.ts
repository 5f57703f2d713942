// A fresh proof for a security change (issue 39, decision record 057), as a machine of its own that
// a flow invokes when the server answers `step_up_required`: a code is mailed, the customer types
// it, and the machine ends once the server accepts it; the flow then sends its change again. What
// the customer typed stays while a call fails. The calls are actors the feature provides.
import { assign, setup } from 'xstate';
import { unprovided } from '../../lib/unprovided';
import type { Outcome } from './app-setup.machine';

interface Context {
  code: string;
  error: string | null;
}

export type StepUpEvent = { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'RESEND' };

const SIX_DIGITS = /^\d{6}$/;

export const stepUpMachine = setup({
  types: { context: {} as Context, events: {} as StepUpEvent },
  actors: {
    mailStepUpCode: unprovided<Outcome<null>, void>('mailStepUpCode'),
    stepUp: unprovided<Outcome<null>, { code: string }>('stepUp'),
  },
  guards: {
    codeInvalid: ({ context }) => !SIX_DIGITS.test(context.code.trim()),
  },
}).createMachine({
  id: 'stepUp',
  context: { code: '', error: null },
  initial: 'mailing',
  states: {
    mailing: {
      invoke: {
        src: 'mailStepUpCode',
        onDone: 'entering',
        onError: { target: 'entering', actions: assign({ error: 'security_error' }) },
      },
    },
    entering: {
      on: {
        CHANGE: { actions: assign({ code: ({ event }) => event.value, error: null }) },
        SUBMIT: [{ guard: 'codeInvalid', actions: assign({ error: 'security_code_invalid' }) }, { target: 'proving' }],
        RESEND: { target: 'mailing', actions: assign({ code: '', error: null }) },
      },
    },
    proving: {
      invoke: {
        src: 'stepUp',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'done', target: 'proven' },
          { target: 'entering', actions: assign({ error: ({ event }) => (event.output.kind === 'refused' ? event.output.key : 'security_error') }) },
        ],
        onError: { target: 'entering', actions: assign({ error: 'security_error' }) },
      },
    },
    proven: { type: 'final' },
  },
});
