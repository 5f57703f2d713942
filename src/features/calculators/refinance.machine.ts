/**
 * The refinance results (advice §2, §4): every change of the inputs recomputes, debounced; one
 * request is in flight at a time and the last input wins — a change during a request is kept and
 * sent when that request ends, whose answer is then dropped as stale. Missing data (no market
 * value or mortgage) is a state of its own. Requesting advice for a proposal ends in a result
 * dialog. The calls are the `calculate` and `requestAdvice` actors.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../../generated/advice';
import { unprovided } from '../../lib/unprovided';
import type { RefinanceMissing } from './advice-requests';

export type RefinanceRequest = components['schemas']['RefinanceRequest'];
export type RefinanceResult = components['schemas']['RefinanceResult'];
export type RefinanceLead = components['schemas']['RefinanceLead'];

export type RefinanceOutcome = { kind: 'result'; result: RefinanceResult } | { kind: 'noLoanParts' } | { kind: 'failed' };

/** The wait after the last change before computing. */
export const DEBOUNCE_MS = 400;

export type RefinanceEvent =
  | { type: 'CHANGE'; request: RefinanceRequest }
  | { type: 'MISSING'; missing: RefinanceMissing }
  | { type: 'REQUEST_ADVICE'; lead: RefinanceLead }
  | { type: 'CLOSE_ADVICE_RESULT' };

export interface RefinanceContext {
  request: RefinanceRequest | null;
  /** A newer request that arrived while one was in flight. */
  pending: RefinanceRequest | null;
  result: RefinanceResult | null;
  missing: RefinanceMissing | null;
  adviceResult: 'successful' | 'error' | null;
}

export const refinanceMachine = setup({
  types: { context: {} as RefinanceContext, events: {} as RefinanceEvent },
  actors: {
    calculate: unprovided<RefinanceOutcome, RefinanceRequest>('calculate'),
    requestAdvice: unprovided<boolean, RefinanceRequest>('requestAdvice'),
  },
  delays: { debounce: DEBOUNCE_MS },
  guards: { hasPending: ({ context }) => context.pending !== null },
}).createMachine({
  id: 'refinance',
  context: { request: null, pending: null, result: null, missing: null, adviceResult: null },
  initial: 'waiting',
  on: {
    MISSING: { target: '.missing', actions: assign({ missing: ({ event }) => event.missing, pending: null }) },
    // A change in any state (but loading) restarts the debounce; targeting a child from the root
    // re-enters it, so a change while debouncing restarts the wait as well.
    CHANGE: { target: '.debouncing', actions: assign({ request: ({ event }) => event.request }) },
  },
  states: {
    waiting: {},
    missing: { exit: assign({ missing: null }) },
    debouncing: { after: { debounce: 'loading' } },
    loading: {
      // Only one request at a time: keep the change for when this one ends.
      on: { CHANGE: { actions: assign({ pending: ({ event }) => event.request }) } },
      invoke: {
        src: 'calculate',
        input: ({ context }) => context.request!,
        onDone: [
          { guard: 'hasPending', target: 'debouncing', actions: assign({ request: ({ context }) => context.pending, pending: null }) },
          {
            guard: ({ event }) => event.output.kind === 'result',
            target: 'results',
            actions: assign({ result: ({ event }) => (event.output.kind === 'result' ? event.output.result : null) }),
          },
          { guard: ({ event }) => event.output.kind === 'noLoanParts', target: 'noLoanParts' },
          { target: 'error' },
        ],
        onError: [
          { guard: 'hasPending', target: 'debouncing', actions: assign({ request: ({ context }) => context.pending, pending: null }) },
          { target: 'error' },
        ],
      },
    },
    results: {
      initial: 'idle',
      states: {
        idle: { on: { REQUEST_ADVICE: 'requesting' } },
        requesting: {
          invoke: {
            src: 'requestAdvice',
            input: ({ context, event }) => ({
              ...context.request!,
              step: 'thanks' as const,
              lead: (event as Extract<RefinanceEvent, { type: 'REQUEST_ADVICE' }>).lead,
            }),
            onDone: { target: 'answered', actions: assign({ adviceResult: ({ event }) => (event.output ? 'successful' : 'error') }) },
            onError: { target: 'answered', actions: assign({ adviceResult: 'error' }) },
          },
        },
        answered: { on: { CLOSE_ADVICE_RESULT: { target: 'idle', actions: assign({ adviceResult: null }) } } },
      },
    },
    error: {},
    noLoanParts: {},
  },
});
