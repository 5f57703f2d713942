// Signing the lender's offer (issue 40, decision record 070): the customer ticks the consent and
// signs; when the session has no fresh proof the server answers step_up_required, the shared
// step-up runs (an app code or a mailed one, src/lib/step-up.machine.ts) and, once proven, the
// signature is sent again. The consent stays ticked while a call fails. The call is an actor the
// card provides.
import { assign, setup } from 'xstate';
import { stepUpMachine, type Outcome } from '../../../lib/step-up.machine';
import { unprovided, unprovidedAction } from '../../../lib/unprovided';

interface Context {
  consent: boolean;
  error: string | null;
}

type Event = { type: 'CONSENT'; value: boolean } | { type: 'SIGN' };

const keyOf = (outcome: Outcome<null>) => (outcome.kind === 'refused' ? outcome.key : 'other');

export const signOfferMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    sign: unprovided<Outcome<null>, void>('sign'),
    stepUp: stepUpMachine,
  },
  actions: {
    /** The offer changed: the card and the mortgage read it again. */
    signed: unprovidedAction('signed'),
  },
  guards: {
    noConsent: ({ context }) => !context.consent,
  },
}).createMachine({
  id: 'signOffer',
  context: { consent: false, error: null },
  initial: 'reading',
  states: {
    reading: {
      on: {
        CONSENT: { actions: assign({ consent: ({ event }) => event.value, error: null }) },
        SIGN: [{ guard: 'noConsent' }, { target: 'signing', actions: assign({ error: null }) }],
      },
    },
    signing: {
      invoke: {
        src: 'sign',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'done', target: 'signed', actions: 'signed' },
          { guard: ({ event }) => event.output.kind === 'stepUp', target: 'steppingUp' },
          { target: 'reading', actions: assign({ error: ({ event }) => keyOf(event.output) }) },
        ],
        onError: { target: 'reading', actions: assign({ error: 'other' }) },
      },
    },
    steppingUp: {
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        onDone: [{ guard: ({ event }) => event.output.proven, target: 'signing' }, { target: 'reading' }],
      },
    },
    signed: { type: 'final' },
  },
});
