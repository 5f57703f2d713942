// Signing the offer (issue 40): nothing is sent before the consent is ticked; a step_up_required
// answer mails a code, a proven code signs again; a refusal keeps the consent and names its key.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { signOfferMachine, type Outcome } from '../../../../src/features/dossier/offers/sign-offer.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(signs: Outcome[], proof: Outcome = { kind: 'done' }) {
  const calls: string[] = [];
  let signed = 0;
  const machine = signOfferMachine.provide({
    actors: {
      sign: fromPromise(async () => (calls.push('sign'), signs.shift() ?? { kind: 'done' })),
      mailStepUpCode: fromPromise(async () => (calls.push('mail'), { kind: 'done' }) as Outcome),
      stepUp: fromPromise(async ({ input }: { input: { code: string } }) => (calls.push(`prove ${input.code}`), proof)),
    },
    actions: { signed: () => void (signed += 1) },
  });
  const actor = createActor(machine).start();
  return { actor, calls, signedCount: () => signed };
}

describe('signOfferMachine', () => {
  it('sends nothing until the consent is ticked, then signs', async () => {
    const { actor, calls, signedCount } = start([{ kind: 'done' }]);
    actor.send({ type: 'SIGN' });
    await flush();
    expect(calls).toEqual([]);
    actor.send({ type: 'CONSENT', value: true });
    actor.send({ type: 'SIGN' });
    await flush();
    expect(calls).toEqual(['sign']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(signedCount()).toBe(1);
  });

  it('asks for a fresh proof on step_up_required and signs again once proven', async () => {
    const { actor, calls } = start([{ kind: 'stepUp' }, { kind: 'done' }]);
    actor.send({ type: 'CONSENT', value: true });
    actor.send({ type: 'SIGN' });
    await flush();
    expect(actor.getSnapshot().matches({ stepUp: 'entering' })).toBe(true);
    actor.send({ type: 'CHANGE', value: '12' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('step_up_code_wrong');
    actor.send({ type: 'CHANGE', value: ' 123456 ' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    await flush();
    expect(calls).toEqual(['sign', 'mail', 'prove 123456', 'sign']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the consent and names the refusal, and a wrong code stays in the dialog', async () => {
    const { actor } = start([{ kind: 'refused', key: 'offer_expired' }]);
    actor.send({ type: 'CONSENT', value: true });
    actor.send({ type: 'SIGN' });
    await flush();
    expect(actor.getSnapshot().matches('reading')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ consent: true, error: 'offer_expired' });

    const wrong = start([{ kind: 'stepUp' }], { kind: 'refused', key: 'step_up_code_wrong' });
    wrong.actor.send({ type: 'CONSENT', value: true });
    wrong.actor.send({ type: 'SIGN' });
    await flush();
    wrong.actor.send({ type: 'CHANGE', value: '654321' });
    wrong.actor.send({ type: 'SUBMIT' });
    await flush();
    expect(wrong.actor.getSnapshot().matches({ stepUp: 'entering' })).toBe(true);
    expect(wrong.actor.getSnapshot().context.error).toBe('step_up_code_wrong');
    wrong.actor.send({ type: 'CANCEL' });
    expect(wrong.actor.getSnapshot().matches('reading')).toBe(true);
  });
});
