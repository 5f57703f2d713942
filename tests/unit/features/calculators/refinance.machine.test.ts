// The refinance screen's machine: debounced recomputation, one request in flight, the last input wins.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DEBOUNCE_MS,
  refinanceMachine,
  type RefinanceOutcome,
  type RefinanceRequest,
  type RefinanceResult,
} from '../../../../src/features/calculators/refinance.machine';

const request = (period: 12 | 60 | 120) =>
  ({ step: 'refinance', new_interest_period_in_months: period, loan_parts: [] as never[] }) as unknown as RefinanceRequest;
const result = (marker: number) => ({ repayment_penalty: marker }) as unknown as RefinanceResult;

function start(calls: { input: RefinanceRequest; resolve: (outcome: RefinanceOutcome) => void }[], advice = true) {
  const machine = refinanceMachine.provide({
    actors: {
      calculate: fromPromise<RefinanceOutcome, RefinanceRequest>(({ input }) => new Promise((resolve) => calls.push({ input, resolve }))),
      requestAdvice: fromPromise<boolean, RefinanceRequest>(async () => advice),
    },
  });
  return createActor(machine).start();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('refinanceMachine', () => {
  it('waits for the debounce and sends only the last of quick changes', async () => {
    const calls: Parameters<typeof start>[0] = [];
    const actor = start(calls);
    actor.send({ type: 'CHANGE', request: request(12) });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS / 2);
    actor.send({ type: 'CHANGE', request: request(60) });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.input.new_interest_period_in_months)).toEqual([60]);
  });

  it('keeps one request in flight and lets the last answer win', async () => {
    const calls: Parameters<typeof start>[0] = [];
    const actor = start(calls);
    actor.send({ type: 'CHANGE', request: request(12) });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    actor.send({ type: 'CHANGE', request: request(60) });
    actor.send({ type: 'CHANGE', request: request(120) });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ kind: 'result', result: result(12) });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(calls.map((call) => call.input.new_interest_period_in_months)).toEqual([12, 120]);
    expect(actor.getSnapshot().context.result).toBeNull();
    calls[1]!.resolve({ kind: 'result', result: result(120) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('results')).toBe(true);
    expect(actor.getSnapshot().context.result).toEqual(result(120));
  });

  it('shows missing data, no loan parts and errors as states of their own', async () => {
    const calls: Parameters<typeof start>[0] = [];
    const actor = start(calls);
    actor.send({ type: 'MISSING', missing: 'no_marktwaarde_error' });
    expect(actor.getSnapshot().value).toBe('missing');
    expect(actor.getSnapshot().context.missing).toBe('no_marktwaarde_error');
    actor.send({ type: 'CHANGE', request: request(120) });
    expect(actor.getSnapshot().context.missing).toBeNull();
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    calls[0]!.resolve({ kind: 'noLoanParts' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('noLoanParts');
    actor.send({ type: 'CHANGE', request: request(60) });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    calls[1]!.resolve({ kind: 'failed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
  });

  it.each([
    [true, 'successful'],
    [false, 'error'],
  ] as const)('ends an advice request (%s) in its result dialog', async (answer, shown) => {
    const calls: Parameters<typeof start>[0] = [];
    const actor = start(calls, answer);
    actor.send({ type: 'CHANGE', request: request(120) });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    calls[0]!.resolve({ kind: 'result', result: result(1) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({
      type: 'REQUEST_ADVICE',
      lead: {
        first_name: 'Jan',
        last_name: 'Vries',
        phone_number: '06',
        email_address: 'a@b.nl',
        subscribe_to_mailing: false,
        i_give_permission: true,
        proposal_lender_hdn_code: 'RAB',
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.adviceResult).toBe(shown);
    actor.send({ type: 'CLOSE_ADVICE_RESULT' });
    expect(actor.getSnapshot().matches({ results: 'idle' })).toBe(true);
  });
});
