import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MAX_ATTACHMENT_BYTES, sendMessageMachine, type SendInput, type SendOutcome } from '../../../src/api/send-message.machine';

function start(send: (input: SendInput) => Promise<SendOutcome>) {
  const spy = vi.fn(send);
  const actor = createActor(sendMessageMachine.provide({ actors: { send: fromPromise(({ input }: { input: SendInput }) => spy(input)) } }));
  actor.start();
  return { actor, spy };
}

function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'SET_FIELDS', fields: { category: 'refinance', subject: 'Oversluiten', message: 'Kan mijn rente omlaag?' } });
}

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('sendMessageMachine', () => {
  it('refuses to send with missing fields and names each missing one', () => {
    const { actor, spy } = start(async () => 'sent');
    actor.send({ type: 'SET_FIELDS', fields: { subject: 'Vraag' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual(['category_required', 'message_required']);
    expect(spy).not.toHaveBeenCalled();
    // Filling one in takes its message away, the other stays.
    actor.send({ type: 'SET_FIELDS', fields: { subject: 'Vraag', message: 'Hallo' } });
    expect(actor.getSnapshot().context.errors).toEqual(['category_required']);
  });

  it('sends the fields and files, then clears the form', async () => {
    const { actor, spy } = start(async () => 'sent');
    fill(actor);
    actor.send({ type: 'ADD_FILES', files: [file('loonstrook.pdf', 1000)] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(spy.mock.calls[0]?.[0]?.fields).toEqual({ category: 'refinance', subject: 'Oversluiten', message: 'Kan mijn rente omlaag?' });
    expect(spy.mock.calls[0]?.[0]?.files.map((sent) => sent.name)).toEqual(['loonstrook.pdf']);
    expect(actor.getSnapshot().context.fields).toEqual({ category: '', subject: '', message: '' });
    expect(actor.getSnapshot().context.files).toEqual([]);
  });

  it('refuses an attachment over 2 MB when picked, keeping the others', () => {
    const { actor } = start(async () => 'sent');
    actor.send({ type: 'ADD_FILES', files: [file('klein.pdf', MAX_ATTACHMENT_BYTES), file('groot.pdf', MAX_ATTACHMENT_BYTES + 1)] });
    const { files, refused } = actor.getSnapshot().context;
    expect(files.map((kept) => kept.name)).toEqual(['klein.pdf']);
    expect(refused).toEqual(['groot.pdf']);
  });

  it('keeps everything typed when the send fails, and retry sends the same again', async () => {
    let attempts = 0;
    const { actor, spy } = start(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return 'sent';
    });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.fields.message).toBe('Kan mijn rente omlaag?');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(spy.mock.calls[1]?.[0]).toEqual(spy.mock.calls[0]?.[0]);
  });

  it('lands in tooLarge when the server refuses the size, and editing keeps the fields', async () => {
    const { actor } = start(async () => 'tooLarge');
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('tooLarge'));
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fields.subject).toBe('Oversluiten');
  });

  it('lands in totalTooLarge, apart from tooLarge, when the attachments together are refused', async () => {
    const { actor } = start(async () => 'totalTooLarge');
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('totalTooLarge'));
    expect(actor.getSnapshot().matches('tooLarge')).toBe(false);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fields.subject).toBe('Oversluiten');
  });

  it('sends once however often submit is pressed while sending', async () => {
    let finish: (outcome: SendOutcome) => void = () => undefined;
    const { actor, spy } = start(() => new Promise((resolve) => (finish = resolve)));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    finish('sent');
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
