// Signing the offer (issue 40): nothing is sent before the consent is ticked; a step_up_required
// answer runs the shared step-up, and once proven the signature goes again; a cancelled proof
// and a refusal keep the consent, the refusal naming its key.
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepUpMachine, type Outcome, type ProvableFactors, type StepUpFactor } from '../../../../src/lib/step-up.machine';
import { signOfferMachine } from '../../../../src/features/dossier/offers/sign-offer.machine';

const done: Outcome<null> = { kind: 'done', value: null };

function start(signs: Outcome<null>[], proof: Outcome<null> = done) {
  const calls: string[] = [];
  let signed = 0;
  const stepUp = stepUpMachine.provide({
    actors: {
      factors: fromPromise<ProvableFactors, void>(async () => ({ app: false, email: true, passkey: false })),
      mailCode: fromPromise(async () => (calls.push('mail'), done)),
      prove: fromPromise(async ({ input }: { input: { factor: StepUpFactor; code: string } }) => (calls.push(`prove ${input.code}`), proof)),
    },
  });
  const machine = signOfferMachine.provide({
    actors: { sign: fromPromise(async () => (calls.push('sign'), signs.shift() ?? done)), stepUp },
    actions: { signed: () => void (signed += 1) },
  });
  const actor = createActor(machine).start();
  const child = () => actor.getSnapshot().children.stepUp as ActorRefFrom<typeof stepUpMachine>;
  return { actor, calls, child, signedCount: () => signed };
}

describe('signOfferMachine', () => {
  it('sends nothing until the consent is ticked, then signs', async () => {
    const { actor, calls, signedCount } = start([done]);
    actor.send({ type: 'SIGN' });
    expect(actor.getSnapshot().matches('reading')).toBe(true);
    actor.send({ type: 'CONSENT', value: true });
    actor.send({ type: 'SIGN' });
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls).toEqual(['sign']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(signedCount()).toBe(1);
  });

  it('asks for a fresh proof on step_up_required and signs again once proven', async () => {
    const { actor, calls, child } = start([{ kind: 'stepUp' }, done]);
    actor.send({ type: 'CONSENT', value: true });
    actor.send({ type: 'SIGN' });
    await waitFor(actor, (state) => state.matches('steppingUp'));
    await waitFor(child(), (state) => state.matches('entering'));
    child().send({ type: 'CHANGE', value: ' 123456 ' });
    child().send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls).toEqual(['sign', 'mail', 'prove 123456', 'sign']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the consent and names the refusal; a cancelled proof goes back to the card', async () => {
    const { actor } = start([{ kind: 'refused', key: 'offer_expired' }]);
    actor.send({ type: 'CONSENT', value: true });
    actor.send({ type: 'SIGN' });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().matches('reading')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ consent: true, error: 'offer_expired' });

    const cancelled = start([{ kind: 'stepUp' }]);
    cancelled.actor.send({ type: 'CONSENT', value: true });
    cancelled.actor.send({ type: 'SIGN' });
    await waitFor(cancelled.actor, (state) => state.matches('steppingUp'));
    await waitFor(cancelled.child(), (state) => state.matches('entering'));
    cancelled.child().send({ type: 'CANCEL' });
    expect(cancelled.actor.getSnapshot().matches('reading')).toBe(true);
    expect(cancelled.actor.getSnapshot().context.consent).toBe(true);
    expect(cancelled.calls).toEqual(['sign', 'mail']);
  });
});
