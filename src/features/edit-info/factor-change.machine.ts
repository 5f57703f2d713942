// One tap on a second factor in the account tab (issue 39): removing the app or making a new set
// of recovery codes. The customer confirms first; a `step_up_required` answer runs the shared
// step-up machine and the change goes again once proven; new codes then show once. The change
// is an actor the section provides, one machine per button.
import { assign, setup } from 'xstate';
import { unprovided, unprovidedAction } from '../../lib/unprovided';
import { stepUpMachine, type Outcome } from '../../lib/step-up.machine';

interface Context {
  codes: string[];
  error: string | null;
}

type Event = { type: 'OPEN' } | { type: 'CONFIRM' } | { type: 'CLOSE' };

export const factorChangeMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    /** The change; answers the recovery codes it made, if any. */
    change: unprovided<Outcome<string[]>, void>('change'),
    stepUp: stepUpMachine,
  },
  actions: {
    /** The factors changed: the account tab reads them again. */
    changed: unprovidedAction('changed'),
  },
}).createMachine({
  id: 'factorChange',
  context: { codes: [], error: null },
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'asking', actions: assign({ codes: [], error: null }) } } },
    asking: { on: { CONFIRM: { target: 'changing', actions: assign({ error: null }) }, CLOSE: 'closed' } },
    changing: {
      invoke: {
        src: 'change',
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'done',
            target: 'done',
            actions: [assign({ codes: ({ event }) => (event.output.kind === 'done' ? event.output.value : []) }), 'changed'],
          },
          { guard: ({ event }) => event.output.kind === 'stepUp', target: 'steppingUp' },
          { target: 'asking', actions: assign({ error: ({ event }) => (event.output.kind === 'refused' ? event.output.key : 'security_error') }) },
        ],
        onError: { target: 'asking', actions: assign({ error: 'security_error' }) },
      },
    },
    steppingUp: {
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        onDone: [{ guard: ({ event }) => event.output.proven, target: 'changing' }, { target: 'closed' }],
      },
    },
    // Shown until closed: new recovery codes are shown this once.
    done: { on: { CLOSE: { target: 'closed', actions: assign({ codes: [] }) } } },
  },
});
