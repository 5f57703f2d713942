// Adding and removing passkeys from the account tab (issue 39 item 1, decision record 068): the
// customer names the passkey, the browser makes it, the server keeps it. When the server asks for
// a fresh proof first, the step-up machine runs and the change is sent again. The name typed stays
// while a call fails. The calls are actors the section provides.
import { assign, setup } from 'xstate';
import { unprovided } from '../../lib/unprovided';
import { stepUpMachine, type Outcome } from '../../lib/step-up.machine';

export type PasskeyChange = { kind: 'add'; name: string } | { kind: 'remove'; id: number };

interface Context {
  name: string;
  change: PasskeyChange | null;
  error: string | null;
}

type Event = { type: 'OPEN' } | { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'REMOVE'; id: number } | { type: 'CLOSE' };

export const passkeysMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    /** Adding: options from the server, the browser's prompt, the answer back; or removing. */
    send: unprovided<Outcome<null>, PasskeyChange>('send'),
    stepUp: stepUpMachine,
  },
  actions: {
    /** The passkeys changed: the section reads them again. */
    changed: () => undefined,
  },
  guards: {
    nameMissing: ({ context }) => context.name.trim() === '',
  },
}).createMachine({
  id: 'passkeys',
  context: { name: '', change: null, error: null },
  initial: 'idle',
  on: { CLOSE: { target: '.idle', actions: assign({ name: '', change: null, error: null }) } },
  states: {
    idle: {
      on: {
        OPEN: { target: 'naming', actions: assign({ error: null }) },
        REMOVE: { target: 'sending', actions: assign({ change: ({ event }) => ({ kind: 'remove' as const, id: event.id }), error: null }) },
      },
    },
    naming: {
      on: {
        CHANGE: { actions: assign({ name: ({ event }) => event.value, error: null }) },
        SUBMIT: [
          { guard: 'nameMissing', actions: assign({ error: 'passkey_name_missing' }) },
          { target: 'sending', actions: assign({ change: ({ context }) => ({ kind: 'add' as const, name: context.name.trim() }) }) },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => context.change!,
        onDone: [
          { guard: ({ event }) => event.output.kind === 'done', target: 'idle', actions: [assign({ name: '', change: null, error: null }), 'changed'] },
          { guard: ({ event }) => event.output.kind === 'stepUp', target: 'provingFirst' },
          {
            guard: ({ context }) => context.change?.kind === 'add',
            target: 'naming',
            actions: assign({ error: ({ event }) => (event.output.kind === 'refused' ? event.output.key : 'security_error') }),
          },
          { target: 'idle', actions: assign({ change: null, error: ({ event }) => (event.output.kind === 'refused' ? event.output.key : 'security_error') }) },
        ],
        onError: { target: 'idle', actions: assign({ change: null, error: 'security_error' }) },
      },
    },
    // The shared step-up (step-up.machine.ts); cancelled, an added passkey's name stays to send later.
    provingFirst: {
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        onDone: [
          { guard: ({ event }) => event.output.proven, target: 'sending' },
          { guard: ({ context }) => context.change?.kind === 'add', target: 'naming' },
          { target: 'idle', actions: assign({ change: null }) },
        ],
      },
    },
  },
});
