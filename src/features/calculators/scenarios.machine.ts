/**
 * The scenarios drawer (advice §2, §4, §8): loading → results | error | noLoanParts |
 * incompleteData. Choosing another mortgage loads again; retry loads the same request again.
 * "Ask the advisor" sends the thanks step (the lead) and ends in requestSuccessful or requestError
 * while the results stay. The calls are the `calculate` and `askAdvisor` actors.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../../generated/advice';
import { unprovided } from '../../lib/unprovided';

export type ScenarioRequest = components['schemas']['ScenarioRequest'];
export type ScenarioResult = components['schemas']['ScenarioResult'];
export type ScenarioKey = components['schemas']['ScenarioKey'];
export type ScenarioLead = components['schemas']['ScenarioLead'];

/** What a calculation call answers: the result, or why it failed. */
export type CalculateOutcome = { kind: 'result'; result: ScenarioResult } | { kind: 'noLoanParts' } | { kind: 'failed' };

export type ScenariosEvent =
  { type: 'LOAD'; request: ScenarioRequest | null } | { type: 'RETRY' } | { type: 'ASK_ADVISOR'; lead: ScenarioLead } | { type: 'CLOSE_REQUEST_RESULT' };

export interface ScenariosContext {
  request: ScenarioRequest | null;
  result: ScenarioResult | null;
  requestResult: 'successful' | 'error' | null;
}

export const scenariosMachine = setup({
  types: { context: {} as ScenariosContext, events: {} as ScenariosEvent },
  actors: {
    calculate: unprovided<CalculateOutcome, ScenarioRequest>('calculate'),
    askAdvisor: unprovided<boolean, ScenarioRequest>('askAdvisor'),
  },
  guards: {
    incomplete: ({ event }) => event.type === 'LOAD' && event.request === null,
    noParts: ({ event }) => event.type === 'LOAD' && event.request !== null && event.request.loan_parts.length === 0,
  },
}).createMachine({
  id: 'scenarios',
  context: { request: null, result: null, requestResult: null },
  initial: 'waiting',
  on: {
    LOAD: [
      { guard: 'incomplete', target: '.incompleteData', actions: assign({ request: null, result: null }) },
      { guard: 'noParts', target: '.noLoanParts', actions: assign({ request: ({ event }) => event.request, result: null }) },
      { target: '.loading', actions: assign({ request: ({ event }) => event.request, result: null }) },
    ],
  },
  states: {
    /** Until the customer's data have arrived. */
    waiting: {},
    loading: {
      invoke: {
        src: 'calculate',
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'result',
            target: 'results',
            actions: assign({ result: ({ event }) => (event.output.kind === 'result' ? event.output.result : null) }),
          },
          { guard: ({ event }) => event.output.kind === 'noLoanParts', target: 'noLoanParts' },
          { target: 'error' },
        ],
        onError: { target: 'error' },
      },
    },
    results: {
      initial: 'idle',
      states: {
        idle: { on: { ASK_ADVISOR: 'asking' } },
        asking: {
          invoke: {
            src: 'askAdvisor',
            input: ({ context, event }) => ({
              ...context.request!,
              step: 'thanks' as const,
              lead: (event as Extract<ScenariosEvent, { type: 'ASK_ADVISOR' }>).lead,
            }),
            onDone: { target: 'answered', actions: assign({ requestResult: ({ event }) => (event.output ? 'successful' : 'error') }) },
            onError: { target: 'answered', actions: assign({ requestResult: 'error' }) },
          },
        },
        answered: { on: { CLOSE_REQUEST_RESULT: { target: 'idle', actions: assign({ requestResult: null }) } } },
      },
    },
    error: { on: { RETRY: 'loading' } },
    noLoanParts: {},
    incompleteData: {},
  },
});
