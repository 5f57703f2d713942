// The account tab's password change: rules before sending, one request at a time, result after 2 s.
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { changePasswordMachine, passwordErrors } from '../../../../src/features/edit-info/change-password.machine';
import type { Outcome } from '../../../../src/lib/step-up.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: boolean) {
  const clock = new SimulatedClock();
  const calls: unknown[] = [];
  const outcome = (): Outcome<null> => (answer ? { kind: 'done', value: null } : { kind: 'refused', key: 'password_changeError' });
  const actor = createActor(changePasswordMachine.provide({ actors: { change: fromPromise(async ({ input }) => (calls.push(input), outcome())) } }), { clock });
  actor.start();
  const type = (current: string, next: string, again = next) => {
    actor.send({ type: 'CHANGE', field: 'current_password', value: current });
    actor.send({ type: 'CHANGE', field: 'new_password', value: next });
    actor.send({ type: 'CHANGE', field: 'new_password_confirmation', value: again });
  };
  return { actor, clock, calls, type };
}

describe('changePasswordMachine', () => {
  it('names the rules broken before anything is sent', () => {
    expect(passwordErrors({ current_password: '', new_password: 'kort', new_password_confirmation: 'anders' })).toEqual({
      current_password: 'field_required',
      new_password: 'password_min_length',
      new_password_confirmation: 'new_password_equal',
    });
    // An empty form: every field says it is required, the confirmation too (issue 27).
    expect(passwordErrors({ current_password: '', new_password: '', new_password_confirmation: '' })).toEqual({
      current_password: 'field_required',
      new_password: 'field_required',
      new_password_confirmation: 'field_required',
    });
    expect(passwordErrors({ current_password: 'x', new_password: 'Nieuw2026!', new_password_confirmation: '' }).new_password_confirmation).toBe(
      'field_required',
    );
    const { actor, calls, type } = start(true);
    type('Welkom2026!', 'Nieuw2026!', 'Nieuw2027!');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });

  it('drops a shown error once the fields no longer break that rule, also when another field fixed it', () => {
    const { actor, type } = start(true);
    type('', 'Nieuw2026!', 'Nieuw2027!');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ current_password: 'field_required', new_password_confirmation: 'new_password_equal' });
    // The new password is made equal to its confirmation: the confirmation's error no longer applies.
    actor.send({ type: 'CHANGE', field: 'new_password', value: 'Nieuw2027!' });
    expect(actor.getSnapshot().context.errors).toEqual({ current_password: 'field_required' });
    actor.send({ type: 'CHANGE', field: 'current_password', value: 'Welkom2026!' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('sends once, ignores a second submit, and shows the result after 2 s', async () => {
    const { actor, clock, calls, type } = start(true);
    type('Welkom2026!', 'Nieuw2026!');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('changing');
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('changing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('changed');
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.fields.new_password).toBe('');
  });

  it('keeps the fields after a refusal', async () => {
    const { actor, clock, type } = start(false);
    type('Fout', 'Nieuw2026!');
    actor.send({ type: 'SUBMIT' });
    await flush();
    clock.increment(2000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.fields.new_password).toBe('Nieuw2026!');
  });
});
