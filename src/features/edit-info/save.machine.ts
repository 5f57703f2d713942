/**
 * One save of an edit tab (advice §2, core §5): idle → saving → success | error. The values stay
 * with the form, so an error loses nothing typed; saving again from success or error starts a new
 * save, and a save while one runs is ignored (saving does not listen for SAVE).
 */
import { assertEvent, assign, setup } from 'xstate';
import { unprovided } from '../../lib/unprovided';

export type SaveFailure = 'save_edits_error' | 'save_edits_error_noaccess';

/** What the save actor throws when the server refuses: the text to show. */
export class SaveRefused extends Error {
  constructor(readonly failure: SaveFailure) {
    super(failure);
  }
}

interface Context {
  body: unknown;
  failure: SaveFailure | null;
}

type Event = { type: 'SAVE'; body: unknown } | { type: 'EDIT' };

export const saveMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    // Provided by the tab's hook (the portal client) and by fakes in tests.
    save: unprovided<void, unknown>('save'),
  },
  actions: {
    keepBody: assign({
      body: ({ event }) => {
        assertEvent(event, 'SAVE');
        return event.body;
      },
    }),
  },
}).createMachine({
  id: 'save',
  context: { body: null, failure: null },
  initial: 'idle',
  on: { EDIT: { target: '.idle', actions: assign({ failure: null }) } },
  states: {
    idle: { on: { SAVE: { target: 'saving', actions: 'keepBody' } } },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }: { context: Context }) => context.body,
        onDone: { target: 'success', actions: assign({ failure: null }) },
        onError: {
          target: 'error',
          actions: assign({ failure: ({ event }) => (event.error instanceof SaveRefused ? event.error.failure : 'save_edits_error') }),
        },
      },
    },
    success: { on: { SAVE: { target: 'saving', actions: 'keepBody' } } },
    error: { on: { SAVE: { target: 'saving', actions: 'keepBody' } } },
  },
});
