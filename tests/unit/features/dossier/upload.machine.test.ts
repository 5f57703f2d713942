import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { uploadMachine, type SendInput, type SendReport } from '../../../../src/features/dossier/uploads/upload.machine';

const file = (name = 'loonstrook.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** A send actor the test steers: each start is recorded with its input and a way to report back. */
function fakeSend() {
  const starts: { input: SendInput; report: (event: SendReport) => void }[] = [];
  const send = fromCallback<EventObject, SendInput>(({ sendBack, input }) => {
    starts.push({ input, report: (event) => sendBack(event) });
  });
  return { send, starts };
}

function start() {
  const fake = fakeSend();
  let keys = 0;
  const actor = createActor(uploadMachine.provide({ actors: { send: fake.send } }), { input: { createKey: () => `key-${++keys}` } }).start();
  return { actor, starts: fake.starts };
}

const toUploading = (actor: ReturnType<typeof start>['actor'], chosen = file()) => {
  actor.send({ type: 'PICK' });
  actor.send({ type: 'CHOOSE', file: chosen });
  actor.send({ type: 'CONFIRM' });
};

describe('the upload machine', () => {
  it('starts at none and goes to pickDocument, and cancelling a pick goes back', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('none');
    actor.send({ type: 'PICK' });
    expect(actor.getSnapshot().value).toBe('pickDocument');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('none');
  });

  it('asks to confirm the chosen file, may take another one, and cancels back to none', () => {
    const { actor, starts } = start();
    actor.send({ type: 'PICK' });
    actor.send({ type: 'CHOOSE', file: file('a.pdf') });
    expect(actor.getSnapshot().value).toBe('confirmDocument');
    actor.send({ type: 'CHOOSE', file: file('b.pdf') });
    expect(actor.getSnapshot().context.file?.name).toBe('b.pdf');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(starts).toHaveLength(0);
  });

  it('sends the confirmed file with a fresh key and shows the share of bytes sent', () => {
    const { actor, starts } = start();
    toUploading(actor);
    expect(actor.getSnapshot().value).toBe('uploadDocument');
    expect(actor.getSnapshot().context.progress).toBeNull();
    expect(starts[0]?.input).toMatchObject({ idempotencyKey: 'key-1' });
    starts[0]?.report({ type: 'PROGRESS', fraction: 0.4 });
    expect(actor.getSnapshot().context.progress).toBe(0.4);
    starts[0]?.report({ type: 'PROGRESS', fraction: 1.7 });
    expect(actor.getSnapshot().context.progress).toBe(1);
  });

  it('ends in success with the stored id, and RESET allows a next upload with a new key', () => {
    const { actor, starts } = start();
    toUploading(actor);
    starts[0]?.report({ type: 'SENT', id: 42 });
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.documentId).toBe(42);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('none');
    toUploading(actor);
    expect(starts[1]?.input.idempotencyKey).toBe('key-2');
  });

  it('fails with the reason, and a retry sends the same file with the same key', () => {
    const { actor, starts } = start();
    toUploading(actor);
    starts[0]?.report({ type: 'FAILED', reason: 'file_size' });
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.failure).toBe('file_size');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('uploadDocument');
    expect(starts).toHaveLength(2);
    expect(starts[1]?.input).toEqual(starts[0]?.input);
  });

  it('ignores a second pick or confirm while one upload runs, and a cancel after failure clears all', () => {
    const { actor, starts } = start();
    toUploading(actor);
    actor.send({ type: 'PICK' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('uploadDocument');
    expect(starts).toHaveLength(1);
    starts[0]?.report({ type: 'FAILED', reason: 'failed' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context).toMatchObject({ file: null, idempotencyKey: null, failure: null });
  });
});
