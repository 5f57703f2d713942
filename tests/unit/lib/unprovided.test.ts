// A machine's calls fail loudly until provided: a forgotten call never passes for success.
import { describe, expect, it } from 'vitest';
import { createActor, setup, toPromise } from 'xstate';
import { loginMachine } from '../../../src/features/auth/login.machine';
import { sessionMachine } from '../../../src/features/auth/session.machine';
import { refinanceMachine } from '../../../src/features/calculators/refinance.machine';
import { scenariosMachine } from '../../../src/features/calculators/scenarios.machine';
import { uploadMachine } from '../../../src/features/dossier/uploads/upload.machine';
import { unprovided, unprovidedAction, unprovidedCallback } from '../../../src/lib/unprovided';

// Listened to before it starts: a callback call fails at once, while the machine starts.
function run(call: ReturnType<typeof unprovided> | ReturnType<typeof unprovidedCallback>) {
  const actor = createActor(setup({ actors: { call } }).createMachine({ initial: 'calling', states: { calling: { invoke: { src: 'call' } } } }));
  const ended = toPromise(actor);
  actor.start();
  return ended;
}

describe('unprovided calls', () => {
  it('rejects a promise call with its name', async () => {
    await expect(run(unprovided('calculate'))).rejects.toThrow('calculate is not provided');
  });

  it('fails a callback call with its name', async () => {
    await expect(run(unprovidedCallback('send'))).rejects.toThrow('send is not provided');
  });

  it('is the default of the calculators and the upload, which once answered quietly', () => {
    for (const machine of [refinanceMachine, scenariosMachine, uploadMachine]) {
      for (const [name, logic] of Object.entries(machine.implementations.actors)) {
        expect(String((logic as { config?: unknown }).config), `${machine.id}.${name}`).toContain('is not provided');
      }
    }
  });

  it('throws an action with its name', () => {
    expect(() => unprovidedAction('reload')({}, undefined)).toThrow('reload is not provided');
  });

  it("is the default of the session's and the login's actions, which once did nothing", () => {
    for (const machine of [sessionMachine, loginMachine]) {
      const actions = Object.entries(machine.implementations.actions);
      expect(actions.length, machine.id).toBeGreaterThan(0);
      for (const [name, action] of actions) {
        expect(() => (action as (args: unknown, params: unknown) => void)({}, {}), `${machine.id}.${name}`).toThrow(`${name} is not provided`);
      }
    }
  });
});
