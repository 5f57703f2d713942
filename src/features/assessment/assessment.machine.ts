/**
 * Data retrieval (advice §2 portaal): ask the server for a one-time token, show the inventory in
 * a frame, and once the inventory reports completion show a 3.5 s splash, refresh the mortgage,
 * income and retirement data, and finish (the screen then goes to the dashboard). A token that
 * cannot be had is a failure with a retry; a frame that does not load within the timeout says so
 * and offers a new attempt (with a new token: the old one may have been used).
 */
import { assign, setup } from 'xstate';
import { FRAME_TIMEOUT_MS } from '../../lib/frame-timeout';
import { unprovided } from '../../lib/unprovided';

export const SPLASH_MS = 3500;

export interface TokenRequest {
  type: string;
  partner: boolean;
}

type Event = { type: 'FRAME_LOADED' } | { type: 'COMPLETED' } | { type: 'RETRY' };

export const assessmentMachine = setup({
  types: { context: {} as { request: TokenRequest; token: string | null }, input: {} as TokenRequest, events: {} as Event },
  actors: {
    // Provided by the hook (the portal client) and by fakes in tests.
    requestToken: unprovided<string, TokenRequest>('requestToken'),
    refresh: unprovided<void>('refresh'),
  },
  delays: { splash: SPLASH_MS, frameTimeout: FRAME_TIMEOUT_MS },
}).createMachine({
  id: 'assessment',
  context: ({ input }) => ({ request: input, token: null }),
  initial: 'requesting',
  states: {
    requesting: {
      invoke: {
        src: 'requestToken',
        input: ({ context }) => context.request,
        onDone: { target: 'framing', actions: assign({ token: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'requesting' } },
    framing: {
      initial: 'loading',
      on: { COMPLETED: 'splash' },
      states: {
        loading: { on: { FRAME_LOADED: 'loaded' }, after: { frameTimeout: 'unresponsive' } },
        loaded: {},
        unresponsive: { on: { FRAME_LOADED: 'loaded', RETRY: { target: '#assessment.requesting', actions: assign({ token: null }) } } },
      },
    },
    splash: { after: { splash: 'refreshing' } },
    refreshing: {
      // A failed refresh still ends the flow: the data was retrieved, and the next read shows it.
      invoke: { src: 'refresh', onDone: 'done', onError: 'done' },
    },
    done: { type: 'final' },
  },
});
