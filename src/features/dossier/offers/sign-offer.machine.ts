// Signing the lender's offer (issue 40, decision record 070): the customer ticks the consent and
// signs; when the session has no fresh proof the server answers step_up_required, a code is mailed
// and, once it is proven, the signature is sent again. What the customer typed stays while a call
// fails. The calls are actors the card provides.
import { assign, setup } from 'xstate';
import { unprovided } from '../../../lib/unprovided';

/** A call's outcome: done, a fresh proof needed first, or refused with the server's message key. */
export type Outcome = { kind: 'done' } | { kind: 'stepUp' } | { kind: 'refused'; key: string };

interface Context {
  consent: boolean;
  code: string;
  error: string | null;
}

type Event =
  { type: 'CONSENT'; value: boolean } | { type: 'SIGN' } | { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'RESEND' } | { type: 'CANCEL' };

const SIX_DIGITS = /^\d{6}$/;
const keyOf = (outcome: Outcome) => (outcome.kind === 'refused' ? outcome.key : 'other');

export const signOfferMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    sign: unprovided<Outcome, void>('sign'),
    mailStepUpCode: unprovided<Outcome, void>('mailStepUpCode'),
    stepUp: unprovided<Outcome, { code: string }>('stepUp'),
  },
  actions: {
    /** The offer changed: the card and the mortgage read it again. */
    signed: () => undefined,
  },
  guards: {
    noConsent: ({ context }) => !context.consent,
    codeInvalid: ({ context }) => !SIX_DIGITS.test(context.code.trim()),
  },
}).createMachine({
  id: 'signOffer',
  context: { consent: false, code: '', error: null },
  initial: 'reading',
  states: {
    reading: {
      on: {
        CONSENT: { actions: assign({ consent: ({ event }) => event.value, error: null }) },
        SIGN: [{ guard: 'noConsent' }, { target: 'signing' }],
      },
    },
    signing: {
      invoke: {
        src: 'sign',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'done', target: 'signed', actions: 'signed' },
          { guard: ({ event }) => event.output.kind === 'stepUp', target: 'stepUp' },
          { target: 'reading', actions: assign({ error: ({ event }) => keyOf(event.output) }) },
        ],
        onError: { target: 'reading', actions: assign({ error: 'other' }) },
      },
    },
    stepUp: {
      initial: 'mailing',
      on: { CANCEL: { target: 'reading', actions: assign({ code: '', error: null }) } },
      states: {
        mailing: {
          invoke: {
            src: 'mailStepUpCode',
            onDone: [
              { guard: ({ event }) => event.output.kind === 'done', target: 'entering' },
              { target: 'entering', actions: assign({ error: ({ event }) => keyOf(event.output) }) },
            ],
            onError: { target: 'entering', actions: assign({ error: 'other' }) },
          },
        },
        entering: {
          on: {
            CHANGE: { actions: assign({ code: ({ event }) => event.value, error: null }) },
            SUBMIT: [{ guard: 'codeInvalid', actions: assign({ error: 'step_up_code_wrong' }) }, { target: 'proving' }],
            RESEND: { target: 'mailing', actions: assign({ code: '', error: null }) },
          },
        },
        proving: {
          invoke: {
            src: 'stepUp',
            input: ({ context }) => ({ code: context.code.trim() }),
            onDone: [
              { guard: ({ event }) => event.output.kind === 'done', target: '#signOffer.signing', actions: assign({ code: '', error: null }) },
              { target: 'entering', actions: assign({ error: ({ event }) => keyOf(event.output) }) },
            ],
            onError: { target: 'entering', actions: assign({ error: 'other' }) },
          },
        },
      },
    },
    signed: { type: 'final' },
  },
});
