// The widget drawer's machine: waiting for the customer's data, loading the bundle, ready or error
// with retry, and the thanks step logging a note (logged, failed, logged again).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { widgetMachine, type WidgetSetup } from '../../../../src/features/calculators/widget.machine';

const setup = {
  url: 'http://vandijk.localhost',
  key: 'key',
  name: 'Van Dijk',
  colors: { primary: '#000', secondary: '#fff' },
  state: {},
} as unknown as WidgetSetup;

function start(loads: boolean[], notes: boolean[] = []) {
  const loaded: number[] = [];
  const logged: string[] = [];
  const actor = createActor(
    widgetMachine.provide({
      actors: {
        load: fromPromise<void, number>(async ({ input }) => {
          loaded.push(input);
          if (!loads.shift()) throw new Error('bundle unavailable');
        }),
        logNote: fromPromise<boolean, string>(async ({ input }) => {
          logged.push(input);
          return notes.shift() ?? false;
        }),
      },
    }),
  ).start();
  return { actor, loaded, logged };
}

describe('widgetMachine', () => {
  it('waits for the customer data, then loads the bundle with the setup and is ready', async () => {
    const { actor, loaded } = start([true]);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'THANKS', summary: 'too early' });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'LOAD', setup });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (state) => state.matches({ ready: 'idle' }));
    expect(loaded).toEqual([1]);
    expect(actor.getSnapshot().context.setup).toBe(setup);
  });

  it('shows the error when the bundle does not load and loads again on retry, counting the attempt', async () => {
    const { actor, loaded } = start([false, true]);
    actor.send({ type: 'LOAD', setup });
    await waitFor(actor, (state) => state.matches('error'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(loaded).toEqual([1, 2]);
  });

  it('loads once: later customer data do not reload a mounted widget', async () => {
    const { actor, loaded } = start([true, true]);
    actor.send({ type: 'LOAD', setup });
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'LOAD', setup: { ...setup, name: 'other' } });
    expect(loaded).toHaveLength(1);
    expect(actor.getSnapshot().context.setup).toBe(setup);
  });

  it('logs a note on the thanks step with its summary; a failed note says so and a later thanks step tries again', async () => {
    const { actor, logged } = start([true], [false, true]);
    actor.send({ type: 'LOAD', setup });
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'THANKS', summary: 'Maximaal € 211.009' });
    expect(actor.getSnapshot().matches({ ready: 'logging' })).toBe(true);
    actor.send({ type: 'THANKS', summary: 'twice' });
    await waitFor(actor, (state) => state.matches({ ready: 'failed' }));
    actor.send({ type: 'THANKS', summary: 'again' });
    await waitFor(actor, (state) => state.matches({ ready: 'logged' }));
    expect(logged).toEqual(['Maximaal € 211.009', 'again']);
  });
});
