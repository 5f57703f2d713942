// The scenarios drawer's machine: loading, results, error with retry, no loan parts, incomplete data, asking the advisor.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { scenariosMachine, type CalculateOutcome, type ScenarioRequest, type ScenarioResult } from '../../../../src/features/calculators/scenarios.machine';

const request = { step: 'scenarios', loan_parts: [{ repayment_type: 'annuity' }] } as unknown as ScenarioRequest;
const result = { move: {} } as unknown as ScenarioResult;
const lead = {
  first_name: 'Jan',
  last_name: 'Vries',
  phone_number: '06',
  email_address: 'a@b.nl',
  subscribe_to_mailing: false,
  i_give_permission: true as const,
  interested_in_scenario: 'death' as const,
};

function start(outcomes: CalculateOutcome[], advice = true) {
  const sent: ScenarioRequest[] = [];
  const actor = createActor(
    scenariosMachine.provide({
      actors: {
        calculate: fromPromise<CalculateOutcome, ScenarioRequest>(async () => outcomes.shift()!),
        askAdvisor: fromPromise<boolean, ScenarioRequest>(async ({ input }) => {
          sent.push(input);
          return advice;
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('scenariosMachine', () => {
  it('loads the results', async () => {
    const { actor } = start([{ kind: 'result', result }]);
    actor.send({ type: 'LOAD', request });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (state) => state.matches('results'));
    expect(actor.getSnapshot().context.result).toBe(result);
  });

  it('retries after an error', async () => {
    const { actor } = start([{ kind: 'failed' }, { kind: 'result', result }]);
    actor.send({ type: 'LOAD', request });
    await waitFor(actor, (state) => state.matches('error'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (state) => state.matches('results'));
  });

  it('shows noLoanParts for a mortgage without parts or when the service says so, incompleteData without a request', async () => {
    const { actor } = start([{ kind: 'noLoanParts' }]);
    actor.send({ type: 'LOAD', request: { ...request, loan_parts: [] } });
    expect(actor.getSnapshot().value).toBe('noLoanParts');
    actor.send({ type: 'LOAD', request });
    await waitFor(actor, (state) => state.matches('noLoanParts'));
    actor.send({ type: 'LOAD', request: null });
    expect(actor.getSnapshot().value).toBe('incompleteData');
  });

  it.each([
    [true, 'successful'],
    [false, 'error'],
  ] as const)('sends the thanks step with the lead (%s → %s) and keeps the results', async (answer, shown) => {
    const { actor, sent } = start([{ kind: 'result', result }], answer);
    actor.send({ type: 'LOAD', request });
    await waitFor(actor, (state) => state.matches('results'));
    actor.send({ type: 'ASK_ADVISOR', lead });
    await waitFor(actor, (state) => state.matches({ results: 'answered' }));
    expect(sent[0]).toMatchObject({ step: 'thanks', lead });
    expect(actor.getSnapshot().context.requestResult).toBe(shown);
    expect(actor.getSnapshot().context.result).toBe(result);
  });
});
