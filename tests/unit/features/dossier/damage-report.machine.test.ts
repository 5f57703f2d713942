import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DamageRefused,
  damageReportMachine,
  dateAllowed,
  missingFields,
  type DamageSubmission,
} from '../../../../src/features/dossier/damages/damage-report.machine';

function start(answer: () => Promise<void>) {
  const calls: DamageSubmission[] = [];
  const submit = fromPromise<void, DamageSubmission>(({ input }) => {
    calls.push(input);
    return answer();
  });
  const actor = createActor(damageReportMachine.provide({ actors: { submit } }), { input: { today: '2026-11-21' } }).start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const photo = new File(['png'], 'schade.png', { type: 'image/png' });
const filled = { type: 'vehicle', estimated: 1250.5, date: '2026-11-21', cause: ' Deuk in de portier ' } as const;

function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'EDIT', fields: filled });
  actor.send({ type: 'ADD_FILES', group: 'damage', files: [photo, photo] });
  actor.send({ type: 'REMOVE_FILE', group: 'damage', index: 1 });
}

describe('damage report validation', () => {
  it('lists a missing or zero amount and an empty description', () => {
    expect(missingFields({ cause: ' ' })).toEqual(['amount', 'description']);
    expect(missingFields({ estimated: 0, cause: 'x' })).toEqual(['amount']);
    expect(missingFields({ estimated: 1234.5, cause: 'x' })).toEqual([]);
  });

  it('allows real dates up to the end of the current year only', () => {
    expect(dateAllowed('2026-12-31', 2026)).toBe(true);
    expect(dateAllowed('2027-01-01', 2026)).toBe(false);
    expect(dateAllowed('2026-13-01', 2026)).toBe(false);
    expect(dateAllowed('', 2026)).toBe(false);
    expect(dateAllowed(undefined, 2026)).toBe(false);
  });
});

describe('the damage report machine', () => {
  it('starts on a home damage of today', () => {
    const { actor } = start(async () => undefined);
    expect(actor.getSnapshot().context.fields).toEqual({ type: 'home', date: '2026-11-21' });
  });

  it('stays editing and names the missing fields when submitted empty; a filled one leaves the list', () => {
    const { actor, calls } = start(async () => undefined);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.missing).toEqual(['amount', 'description']);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'EDIT', fields: { type: 'home', date: '2026-11-21', estimated: 12 } });
    expect(actor.getSnapshot().context.missing).toEqual(['description']);
    // Emptied again: nothing new is listed before the next submit.
    actor.send({ type: 'EDIT', fields: { type: 'home', date: '2026-11-21' } });
    expect(actor.getSnapshot().context.missing).toEqual(['description']);
  });

  it('refuses a date after the current year', () => {
    const { actor, calls } = start(async () => undefined);
    fill(actor);
    actor.send({ type: 'EDIT', fields: { ...filled, date: '2027-02-01' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.dateInvalid).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('submits the amount as the number the form gave, the trimmed description and the files per group, once', async () => {
    const { actor, calls } = start(async () => undefined);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ type: 'vehicle', estimated: 1250.5, date: '2026-11-21', cause: 'Deuk in de portier' });
    expect(calls[0]?.files.damage).toEqual([photo]);
    expect(calls[0]?.files.claim_form).toEqual([]);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the refusal the server gave, and retry returns to editing with everything kept', async () => {
    for (const [answer, failure] of [
      [() => Promise.reject(new DamageRefused('message_error_file_size')), 'message_error_file_size'],
      [() => Promise.reject(new DamageRefused('message_error')), 'message_error'],
      [() => Promise.reject(new Error('network')), 'message_error'],
    ] as const) {
      const { actor } = start(answer);
      fill(actor);
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(actor.getSnapshot().value).toBe('error');
      expect(actor.getSnapshot().context.failure).toBe(failure);
      actor.send({ type: 'EDIT', fields: { ...filled, estimated: 1 } });
      expect(actor.getSnapshot().context.fields.estimated).toBe(1250.5);
      actor.send({ type: 'RETRY' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.fields).toEqual(filled);
      expect(actor.getSnapshot().context.files.damage).toHaveLength(1);
    }
  });

  it('fails loudly when its call is not provided', async () => {
    const actor = createActor(damageReportMachine, { input: { today: '2026-11-21' } }).start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
  });
});
