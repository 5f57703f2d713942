// Adding and removing passkeys from the account tab (issue 39 item 1): a name before anything is
// sent, the server's refusal shown with the name kept, and a step-up run in between when the server
// asks for a fresh proof, after which the same change is sent again.
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { passkeysMachine, type PasskeyChange } from '../../../../src/features/edit-info/passkeys.machine';
import { stepUpMachine, type Outcome, type ProvableFactors, type StepUpFactor } from '../../../../src/lib/step-up.machine';

function start(answers: Outcome<null>[], proofs: Outcome<null>[] = []) {
  const sent: PasskeyChange[] = [];
  const codes: string[] = [];
  let changed = 0;
  const stepUp = stepUpMachine.provide({
    actors: {
      factors: fromPromise<ProvableFactors, void>(async () => ({ app: false, email: true, passkey: false })),
      mailCode: fromPromise(async () => ({ kind: 'done', value: null }) as Outcome<null>),
      prove: fromPromise(async ({ input }: { input: { factor: StepUpFactor; code: string } }) => (codes.push(input.code), proofs.shift()!)),
    },
  });
  const machine = passkeysMachine.provide({
    actors: { send: fromPromise(async ({ input }: { input: PasskeyChange }) => (sent.push(input), answers.shift()!)), stepUp },
    actions: { changed: () => void (changed += 1) },
  });
  const actor = createActor(machine).start();
  const child = () => actor.getSnapshot().children.stepUp as ActorRefFrom<typeof stepUpMachine>;
  return { actor, sent, codes, child, changed: () => changed };
}

describe('passkeysMachine', () => {
  it('asks for a name before the browser is asked for a passkey', async () => {
    const { actor, sent } = start([]);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', value: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('passkey_name_missing');
    expect(sent).toEqual([]);
  });

  it('adds a named passkey and has the list read again', async () => {
    const { actor, sent, changed } = start([{ kind: 'done', value: null }]);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', value: ' Telefoon ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.matches('idle'));
    expect(sent).toEqual([{ kind: 'add', name: 'Telefoon' }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(changed()).toBe(1);
  });

  it('keeps the name and shows the refusal', async () => {
    const { actor } = start([{ kind: 'refused', key: 'passkey_cancelled' }]);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', value: 'Laptop' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().value).toBe('naming');
    expect(actor.getSnapshot().context).toMatchObject({ name: 'Laptop', error: 'passkey_cancelled' });
  });

  it('proves a factor when asked, then sends the same removal again', async () => {
    const { actor, sent, codes, child, changed } = start(
      [{ kind: 'stepUp' }, { kind: 'done', value: null }],
      [
        { kind: 'refused', key: 'step_up_code_wrong' },
        { kind: 'done', value: null },
      ],
    );
    actor.send({ type: 'REMOVE', id: 7 });
    await waitFor(actor, (state) => state.matches('provingFirst'));
    await waitFor(child(), (state) => state.matches('entering'));
    child().send({ type: 'CHANGE', value: '12' });
    child().send({ type: 'SUBMIT' });
    expect(child().getSnapshot().context.error).toBe('security_code_invalid');
    child().send({ type: 'CHANGE', value: '111111' });
    child().send({ type: 'SUBMIT' });
    await waitFor(child(), (state) => state.matches('entering') && state.context.error !== null);
    expect(child().getSnapshot().context.error).toBe('step_up_code_wrong');
    child().send({ type: 'CHANGE', value: '222222' });
    child().send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.matches('idle'));
    expect(codes).toEqual(['111111', '222222']);
    expect(sent).toEqual([
      { kind: 'remove', id: 7 },
      { kind: 'remove', id: 7 },
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(changed()).toBe(1);
  });

  it('keeps the name when the customer cancels the proof, and stops when they close the dialog', async () => {
    const { actor, sent, child } = start([{ kind: 'stepUp' }]);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', value: 'Laptop' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.matches('provingFirst'));
    child().send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('naming');
    expect(actor.getSnapshot().context.name).toBe('Laptop');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ name: '', change: null });
    expect(sent).toHaveLength(1);
  });
});
