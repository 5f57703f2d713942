// Setting up an authenticator app from the account tab, or right after sign-in when the office
// requires one (issue 39, decision records 057 and 069): the server first asks for a fresh proof
// when the session has none, which the shared step-up machine takes, then answers the key, which
// the customer confirms with the app's first code; the recovery codes then show once. What the
// customer typed stays while a call fails. The calls are actors the hook provides.
import { assign, setup } from 'xstate';
import type { components } from '../../../generated/portal';
import { unprovided, unprovidedAction } from '../../lib/unprovided';
import { stepUpMachine, type Outcome } from '../../lib/step-up.machine';

/** The app's key as the set-up call answers it. */
export type AppKey = components['schemas']['AppSetup'];
export type { Outcome };

interface Context {
  setup: AppKey | null;
  code: string;
  codes: string[];
  error: string | null;
}

type Event = { type: 'OPEN' } | { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'CLOSE' };

const SIX_DIGITS = /^\d{6}$/;
const refusal = (output: Outcome<unknown>) => (output.kind === 'refused' ? output.key : 'security_error');

export const appSetupMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    begin: unprovided<Outcome<AppKey>, void>('begin'),
    confirm: unprovided<Outcome<string[]>, { code: string }>('confirm'),
    stepUp: stepUpMachine,
  },
  actions: {
    /** The factors changed: the account tab reads them again. */
    changed: unprovidedAction('changed'),
  },
  guards: {
    codeInvalid: ({ context }) => !SIX_DIGITS.test(context.code.trim()),
  },
}).createMachine({
  id: 'appSetup',
  context: { setup: null, code: '', codes: [], error: null },
  initial: 'closed',
  on: { CLOSE: { target: '.closed', actions: assign({ setup: null, code: '', codes: [], error: null }) } },
  states: {
    closed: { on: { OPEN: 'beginning' } },
    beginning: {
      invoke: {
        src: 'begin',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'stepUp', target: 'stepUp' },
          {
            guard: ({ event }) => event.output.kind === 'done',
            target: 'scanning',
            actions: assign({ setup: ({ event }) => (event.output.kind === 'done' ? event.output.value : null) }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => refusal(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ error: 'security_error' }) },
      },
    },
    stepUp: {
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        // Proven: begin again (or confirm the key already shown); not proven: the set-up ends.
        onDone: [
          { guard: ({ event, context }) => event.output.proven && context.setup !== null, target: 'confirming' },
          { guard: ({ event }) => event.output.proven, target: 'beginning' },
          { target: 'closed', actions: assign({ setup: null, code: '', error: null }) },
        ],
      },
    },
    scanning: {
      on: {
        CHANGE: { actions: assign({ code: ({ event }) => event.value, error: null }) },
        SUBMIT: [{ guard: 'codeInvalid', actions: assign({ error: 'security_code_invalid' }) }, { target: 'confirming' }],
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'done',
            target: 'showingCodes',
            actions: [assign({ codes: ({ event }) => (event.output.kind === 'done' ? event.output.value : []), setup: null, code: '' }), 'changed'],
          },
          // The proof ran out while the customer set up the app: prove again, keeping the key.
          { guard: ({ event }) => event.output.kind === 'stepUp', target: 'stepUp' },
          { target: 'scanning', actions: assign({ error: ({ event }) => refusal(event.output) }) },
        ],
        onError: { target: 'scanning', actions: assign({ error: 'security_error' }) },
      },
    },
    showingCodes: {},
    failed: {},
  },
});
