// The shared step-up (issue 39): the factor the customer has, a mailed code otherwise, a switch
// between them, a passkey instead of either, wrong codes kept out, and the changes that need it
// (the password, removing the app, new recovery codes) sent again once proven, with what the
// customer typed kept.
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { changePasswordMachine } from '../../../../src/features/edit-info/change-password.machine';
import { factorChangeMachine } from '../../../../src/features/edit-info/factor-change.machine';
import { stepUpMachine, type Outcome, type ProvableFactors, type StepUpFactor } from '../../../../src/lib/step-up.machine';

const done: Outcome<null> = { kind: 'done', value: null };

/**
 * A step-up whose server knows `right` as the only right code, whose passkey prompt answers the
 * next of `passkeyAnswers` (done unless told), and which logs what it was asked.
 */
function fakeStepUp(factors: Omit<ProvableFactors, 'passkey'> & { passkey?: boolean }, right = '123456', passkeyAnswers: Outcome<null>[] = []) {
  const log: string[] = [];
  const logic = stepUpMachine.provide({
    actors: {
      factors: fromPromise(async () => ({ passkey: false, ...factors })),
      passkey: fromPromise(async () => (log.push('passkey'), passkeyAnswers.shift() ?? done)),
      mailCode: fromPromise(async () => (log.push('mail'), done)),
      prove: fromPromise(async ({ input }: { input: { factor: StepUpFactor; code: string } }) => {
        log.push(`${input.factor}:${input.code}`);
        return input.code === right ? done : ({ kind: 'refused', key: 'step_up_code_wrong' } as const);
      }),
    },
  });
  return { logic, log };
}

type StepUpRef = ActorRefFrom<typeof stepUpMachine>;
const prove = async (stepUp: StepUpRef, code: string) => {
  await waitFor(stepUp, (state) => state.matches('entering'));
  stepUp.send({ type: 'CHANGE', value: code });
  stepUp.send({ type: 'SUBMIT' });
};

describe('stepUpMachine', () => {
  it('offers the passkey first, mails no code unless asked, and takes the passkey from the code too', async () => {
    const cancelled: Outcome<null> = { kind: 'refused', key: 'step_up_passkey_cancelled' };
    const { logic, log } = fakeStepUp({ app: false, email: true, passkey: true }, '123456', [cancelled]);
    const stepUp = createActor(logic).start();
    await waitFor(stepUp, (state) => state.matches('offeringPasskey'));
    stepUp.send({ type: 'PASSKEY' });
    await waitFor(stepUp, (state) => state.matches('offeringPasskey') && state.context.error !== null);
    expect(stepUp.getSnapshot().context.error).toBe('step_up_passkey_cancelled');
    stepUp.send({ type: 'SWITCH' });
    await waitFor(stepUp, (state) => state.matches('entering'));
    expect(stepUp.getSnapshot().context).toMatchObject({ factor: 'email', error: null });
    stepUp.send({ type: 'PASSKEY' });
    await waitFor(stepUp, (state) => state.status === 'done');
    expect(stepUp.getSnapshot().output).toEqual({ proven: true });
    expect(log).toEqual(['passkey', 'mail', 'passkey']);
  });

  it('turns from the passkey to the app when there is one', async () => {
    const { logic, log } = fakeStepUp({ app: true, email: true, passkey: true });
    const stepUp = createActor(logic).start();
    await waitFor(stepUp, (state) => state.matches('offeringPasskey'));
    stepUp.send({ type: 'SWITCH' });
    await prove(stepUp, '123456');
    await waitFor(stepUp, (state) => state.status === 'done');
    expect(log).toEqual(['app:123456']);
  });

  it('asks for the passkey alone when it is all the customer can prove with', async () => {
    const refused: Outcome<null> = { kind: 'refused', key: 'step_up_passkey_wrong' };
    const { logic, log } = fakeStepUp({ app: false, email: false, passkey: true }, '123456', [refused]);
    const stepUp = createActor(logic).start();
    await waitFor(stepUp, (state) => state.matches('offeringPasskey'));
    stepUp.send({ type: 'SUBMIT' });
    stepUp.send({ type: 'SWITCH' });
    expect(stepUp.getSnapshot().matches('offeringPasskey')).toBe(true);
    stepUp.send({ type: 'PASSKEY' });
    await waitFor(stepUp, (state) => state.matches('offeringPasskey') && state.context.error === 'step_up_passkey_wrong');
    stepUp.send({ type: 'PASSKEY' });
    await waitFor(stepUp, (state) => state.status === 'done');
    expect(stepUp.getSnapshot().output).toEqual({ proven: true });
    expect(log).toEqual(['passkey', 'passkey']);
  });

  it('offers no passkey to a customer without one', async () => {
    const { logic, log } = fakeStepUp({ app: false, email: true });
    const stepUp = createActor(logic).start();
    await waitFor(stepUp, (state) => state.matches('entering'));
    expect(stepUp.getSnapshot().can({ type: 'PASSKEY' })).toBe(false);
    expect(log).toEqual(['mail']);
  });

  it('asks for the app’s code when there is an app, mails a code when the customer switches', async () => {
    const { logic, log } = fakeStepUp({ app: true, email: true });
    const actor = createActor(logic).start();
    await waitFor(actor, (state) => state.matches('entering'));
    expect(actor.getSnapshot().context.factor).toBe('app');
    expect(log).toEqual([]);
    actor.send({ type: 'SWITCH' });
    await waitFor(actor, (state) => state.matches('entering'));
    expect(actor.getSnapshot().context.factor).toBe('email');
    expect(log).toEqual(['mail']);
    await prove(actor, '123456');
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ proven: true });
    expect(log).toEqual(['mail', 'email:123456']);
  });

  it('mails a code without an app, keeps a short or wrong code out, and resends on request', async () => {
    const { logic, log } = fakeStepUp({ app: false, email: true });
    const actor = createActor(logic).start();
    await prove(actor, '12');
    expect(actor.getSnapshot().context.error).toBe('security_code_invalid');
    await prove(actor, '654321');
    await waitFor(actor, (state) => state.matches('entering') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('step_up_code_wrong');
    actor.send({ type: 'SWITCH' });
    expect(actor.getSnapshot().context.factor).toBe('email');
    actor.send({ type: 'RESEND' });
    await prove(actor, '123456');
    await waitFor(actor, (state) => state.status === 'done');
    expect(log).toEqual(['mail', 'email:654321', 'mail', 'email:123456']);
  });

  it('ends unproven when cancelled, and says so when nothing can be proven', async () => {
    const cancelled = createActor(fakeStepUp({ app: false, email: true }).logic).start();
    await waitFor(cancelled, (state) => state.matches('entering'));
    cancelled.send({ type: 'CANCEL' });
    expect(cancelled.getSnapshot().output).toEqual({ proven: false });
    const none = createActor(fakeStepUp({ app: false, email: false }).logic).start();
    await waitFor(none, (state) => state.matches('unavailable'));
    expect(none.getSnapshot().context.error).toBe('step_up_unavailable');
  });
});

describe('changes behind step-up', () => {
  it('sends the password change again once proven, with the fields kept', async () => {
    const { logic } = fakeStepUp({ app: true, email: false });
    const sent: unknown[] = [];
    const answers: Outcome<null>[] = [{ kind: 'stepUp' }, done];
    const machine = changePasswordMachine.provide({
      actors: { change: fromPromise(async ({ input }) => (sent.push(input), answers.shift()!)), stepUp: logic },
    });
    const actor = createActor(machine, { clock: new SimulatedClock() }).start();
    const fields = { current_password: 'Welkom2026!', new_password: 'Nieuw2026!', new_password_confirmation: 'Nieuw2026!' };
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'CHANGE', field: field as keyof typeof fields, value });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.matches('steppingUp'));
    await prove(actor.getSnapshot().children.stepUp as StepUpRef, '123456');
    await waitFor(actor, (state) => state.matches('changing'));
    expect(sent).toEqual([fields, fields]);
  });

  it('goes back to the form, fields kept, when the customer cancels the step-up', async () => {
    const { logic } = fakeStepUp({ app: false, email: true });
    const machine = changePasswordMachine.provide({ actors: { change: fromPromise(async (): Promise<Outcome<null>> => ({ kind: 'stepUp' })), stepUp: logic } });
    const actor = createActor(machine).start();
    actor.send({ type: 'CHANGE', field: 'current_password', value: 'Welkom2026!' });
    actor.send({ type: 'CHANGE', field: 'new_password', value: 'Nieuw2026!' });
    actor.send({ type: 'CHANGE', field: 'new_password_confirmation', value: 'Nieuw2026!' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.matches('steppingUp'));
    (actor.getSnapshot().children.stepUp as StepUpRef).send({ type: 'CANCEL' });
    await waitFor(actor, (state) => state.matches('editing'));
    expect(actor.getSnapshot().context.fields.new_password).toBe('Nieuw2026!');
  });

  it('renews the recovery codes after step-up and shows them until closed; a refusal stays in the question', async () => {
    const { logic } = fakeStepUp({ app: true, email: true });
    const codes = Array.from({ length: 10 }, (_, index) => `code${index}-aaaaa`);
    const answers: Outcome<string[]>[] = [{ kind: 'refused', key: 'no_second_factor' }, { kind: 'stepUp' }, { kind: 'done', value: codes }];
    let changed = 0;
    const machine = factorChangeMachine.provide({
      actors: { change: fromPromise(async () => answers.shift()!), stepUp: logic },
      actions: { changed: () => void (changed += 1) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (state) => state.matches('asking') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('no_second_factor');
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (state) => state.matches('steppingUp'));
    await prove(actor.getSnapshot().children.stepUp as StepUpRef, '123456');
    await waitFor(actor, (state) => state.matches('done'));
    expect(actor.getSnapshot().context.codes).toEqual(codes);
    expect(changed).toBe(1);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().context.codes).toEqual([]);
  });
});
