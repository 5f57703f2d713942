// The edit tabs' save machine: success, the two refusals, no second save while one runs.
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SaveRefused, saveMachine } from '../../../../src/features/edit-info/save.machine';

function start(save: (body: unknown) => Promise<void>) {
  const calls: unknown[] = [];
  const actor = createActor(
    saveMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          calls.push(input);
          await save(input);
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls };
}

describe('saveMachine', () => {
  it('saves the sent body and lands in success', async () => {
    const { actor, calls } = start(async () => {});
    actor.send({ type: 'SAVE', body: { mobile: '0612345678' } });
    await waitFor(actor, (state) => state.matches('success'));
    expect(calls).toEqual([{ mobile: '0612345678' }]);
  });

  it('shows the advisor lock refusal and the general error, and saves again from there', async () => {
    let refusal: Error = new SaveRefused('save_edits_error_noaccess');
    const { actor, calls } = start(async () => {
      throw refusal;
    });
    actor.send({ type: 'SAVE', body: 1 });
    await waitFor(actor, (state) => state.matches('error'));
    expect(actor.getSnapshot().context.failure).toBe('save_edits_error_noaccess');
    refusal = new Error('network');
    actor.send({ type: 'SAVE', body: 2 });
    await waitFor(actor, (state) => state.matches('error') && state.context.failure === 'save_edits_error');
    expect(calls).toEqual([1, 2]);
  });

  it('ignores a save while one runs', async () => {
    let finish = () => {};
    const { actor, calls } = start(() => new Promise<void>((resolve) => (finish = resolve)));
    actor.send({ type: 'SAVE', body: 'first' });
    actor.send({ type: 'SAVE', body: 'second' });
    finish();
    await waitFor(actor, (state) => state.matches('success'));
    expect(calls).toEqual(['first']);
  });
});
