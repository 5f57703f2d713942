import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  damageReportMachine,
  dateAllowed,
  missingFields,
  type DamageSubmission,
  type SubmitResult,
} from '../../../../src/features/dossier/damages/damage-report.machine';

function start(answer: () => Promise<SubmitResult>) {
  const calls: DamageSubmission[] = [];
  const submit = fromPromise<SubmitResult, DamageSubmission>(({ input }) => {
    calls.push(input);
    return answer();
  });
  const actor = createActor(damageReportMachine.provide({ actors: { submit } }), { input: { today: '2026-11-21' } }).start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const photo = new File(['png'], 'schade.png', { type: 'image/png' });

function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'CHANGE', field: 'type', value: 'vehicle' });
  actor.send({ type: 'CHANGE', field: 'amount', value: '1.250,50' });
  actor.send({ type: 'CHANGE', field: 'description', value: 'Deuk in de portier' });
  actor.send({ type: 'ADD_FILES', group: 'damage', files: [photo, photo] });
  actor.send({ type: 'REMOVE_FILE', group: 'damage', index: 1 });
}

describe('damage report validation', () => {
  it('lists a missing or zero amount and an empty description', () => {
    expect(missingFields({ amount: '', description: ' ' })).toEqual(['amount', 'description']);
    expect(missingFields({ amount: '0,00', description: 'x' })).toEqual(['amount']);
    expect(missingFields({ amount: '1,234.50', description: 'x' })).toEqual([]);
  });

  it('allows dates up to the end of the current year only', () => {
    expect(dateAllowed('2026-12-31', 2026)).toBe(true);
    expect(dateAllowed('2027-01-01', 2026)).toBe(false);
    expect(dateAllowed('', 2026)).toBe(false);
  });
});

describe('the damage report machine', () => {
  it('stays editing and names the missing fields when submitted empty', () => {
    const { actor, calls } = start(async () => ({ kind: 'sent' }));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.missing).toEqual(['amount', 'description']);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'CHANGE', field: 'amount', value: '12' });
    expect(actor.getSnapshot().context.missing).toEqual(['description']);
    actor.send({ type: 'CHANGE', field: 'amount', value: '' });
    expect(actor.getSnapshot().context.missing).toEqual(['description']);
  });

  it('refuses a date after the current year', () => {
    const { actor, calls } = start(async () => ({ kind: 'sent' }));
    fill(actor);
    actor.send({ type: 'CHANGE', field: 'date', value: '2027-02-01' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.dateInvalid).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('submits the parsed amount, the description and the files per group, once, and ends in success', async () => {
    const { actor, calls } = start(async () => ({ kind: 'sent' }));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ type: 'vehicle', estimated: 1250.5, date: '2026-11-21', cause: 'Deuk in de portier' });
    expect(calls[0]?.files.damage).toEqual([photo]);
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('goes to fileSizeFailure on a too-large answer and back to editing with everything kept', async () => {
    const { actor } = start(async () => ({ kind: 'fileSize' }));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('fileSizeFailure');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form).toMatchObject({ type: 'vehicle', amount: '1.250,50', description: 'Deuk in de portier' });
    expect(actor.getSnapshot().context.form.files.damage).toHaveLength(1);
  });

  it('goes to failure on a refused or thrown call, and retry returns to editing', async () => {
    for (const answer of [async (): Promise<SubmitResult> => ({ kind: 'failed' }), async (): Promise<SubmitResult> => Promise.reject(new Error('network'))]) {
      const { actor } = start(answer);
      fill(actor);
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(actor.getSnapshot().value).toBe('failure');
      actor.send({ type: 'RETRY' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.form.amount).toBe('1.250,50');
    }
  });
});
