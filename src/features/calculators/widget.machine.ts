/**
 * The drawer of an embedded advice widget (advice §2, §7): waiting for the customer's data →
 * loading the widget's bundle and mounting it → ready | error (retry loads again). While ready,
 * the widget's thanks step logs a note in the customer's record: note idle → logging → logged |
 * failed; a later thanks step logs again. The calls are the `load` and `logNote` actors, so the
 * machine knows nothing of bundles, the DOM or the API.
 */
import { assign, setup } from 'xstate';
import type { AdviceWidget, WidgetState } from '../../widgets/widget-base';
import { unprovided } from '../../lib/unprovided';

/** What the widget element receives: the service address, the office's key, name, colours and form of address, the customer's state. */
export type WidgetSetup = Pick<AdviceWidget, 'url' | 'key' | 'name' | 'colors' | 'pronoun' | 'language'> & { state: WidgetState };

type WidgetEvent = { type: 'LOAD'; setup: WidgetSetup } | { type: 'RETRY' } | { type: 'THANKS'; summary: string };

interface WidgetContext {
  setup: WidgetSetup | null;
  /** Load attempts so far: a retry asks for the bundle under a fresh address, as a browser may keep a failed module import. */
  attempt: number;
}

export const widgetMachine = setup({
  types: { context: {} as WidgetContext, events: {} as WidgetEvent },
  actors: {
    load: unprovided<void, number>('load'),
    logNote: unprovided<boolean, string>('logNote'),
  },
}).createMachine({
  id: 'widget',
  context: { setup: null, attempt: 0 },
  initial: 'waiting',
  states: {
    /** Until the customer's data have arrived: the widget's state is built from them. */
    waiting: { on: { LOAD: { target: 'loading', actions: assign({ setup: ({ event }) => event.setup }) } } },
    loading: {
      entry: assign({ attempt: ({ context }) => context.attempt + 1 }),
      invoke: {
        src: 'load',
        input: ({ context }) => context.attempt,
        onDone: 'ready',
        onError: 'error',
      },
    },
    error: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      // A thanks step while a note is on its way is the same request twice; it is not logged again.
      states: {
        idle: { on: { THANKS: 'logging' } },
        logging: {
          invoke: {
            src: 'logNote',
            input: ({ event }) => (event as Extract<WidgetEvent, { type: 'THANKS' }>).summary,
            onDone: [{ guard: ({ event }) => event.output, target: 'logged' }, { target: 'failed' }],
            onError: 'failed',
          },
        },
        logged: { on: { THANKS: 'logging' } },
        failed: { on: { THANKS: 'logging' } },
      },
    },
  },
});
