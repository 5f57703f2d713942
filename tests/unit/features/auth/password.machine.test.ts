// The password set / reset machine without React: token check first, the rules of core §5, and
// the hand-over to sign in.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { passwordMachine, type PasswordInput, type SetPasswordResult, type TokenCheck } from '../../../../src/features/auth/password.machine';

function start(input: Partial<PasswordInput> = {}, fakes: { check?: () => Promise<TokenCheck>; set?: () => Promise<SetPasswordResult> } = {}) {
  const calls = { check: [] as unknown[], set: [] as unknown[] };
  const machine = passwordMachine.provide({
    actors: {
      validateToken: fromPromise(async ({ input: request }: { input: { token: string; tenant: string | null } }) => {
        calls.check.push(request);
        return fakes.check ? fakes.check() : { kind: 'valid' as const, username: 'sanne.bakker@example.nl' };
      }),
      setPassword: fromPromise(async ({ input: request }: { input: { token: string; password: string; tenant: string | null } }) => {
        calls.set.push(request);
        return fakes.set ? fakes.set() : { kind: 'set' as const };
      }),
    },
  });
  const actor = createActor(machine, { input: { token: 'tok-1', tenant: null, ...input } });
  actor.start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const editing = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.matches('editing'));
const fill = (actor: Actor, password: string, confirmation: string) => {
  actor.send({ type: 'CHANGE', field: 'password', value: password });
  actor.send({ type: 'CHANGE', field: 'confirmation', value: confirmation });
  actor.send({ type: 'SUBMIT' });
};

it('shows login_error_token at once for a missing token, asking nothing', () => {
  const { actor, calls } = start({ token: '  ' });
  expect(actor.getSnapshot().value).toBe('invalidToken');
  expect(calls.check).toHaveLength(0);
});

it('checks the token first and shows login_error_token when it is bad', async () => {
  const { actor, calls } = start({ tenant: 'vandijk' }, { check: async () => ({ kind: 'invalid' }) });
  await waitFor(actor, (snapshot) => snapshot.matches('invalidToken'));
  expect(calls.check).toEqual([{ token: 'tok-1', tenant: 'vandijk' }]);
});

it('offers a retry when the check gets no answer, instead of calling the link invalid', async () => {
  let answer: () => Promise<TokenCheck> = async () => Promise.reject(new TypeError('network'));
  const { actor } = start({}, { check: () => answer() });
  await waitFor(actor, (snapshot) => snapshot.matches('checkFailed'));
  answer = async () => ({ kind: 'valid', username: null });
  actor.send({ type: 'RETRY' });
  await editing(actor);
});

describe('the new password', () => {
  it.each([
    ['', '', { password: 'login_error_password', confirmation: 'login_error_password' }],
    ['kort', 'kort', { password: 'password_min_length', confirmation: 'password_min_length' }],
    ['Nieuw-wachtwoord1', '', { confirmation: 'login_error_password' }],
    ['Nieuw-wachtwoord1', 'Nieuw-wachtwoord2', { confirmation: 'new_password_equal' }],
  ])('%j / %j gives %j and sets nothing', async (password, confirmation, errors) => {
    const { actor, calls } = start();
    await editing(actor);
    fill(actor, password, confirmation);
    expect(actor.getSnapshot().context.errors).toEqual(errors);
    expect(calls.set).toHaveLength(0);
  });

  it('is set once, however often submit is pressed, and hands username and password on', async () => {
    let finish!: (result: SetPasswordResult) => void;
    const { actor, calls } = start({}, { set: () => new Promise((resolve) => (finish = resolve)) });
    await editing(actor);
    fill(actor, 'Nieuw-wachtwoord1', 'Nieuw-wachtwoord1');
    actor.send({ type: 'SUBMIT' });
    expect(calls.set).toEqual([{ token: 'tok-1', password: 'Nieuw-wachtwoord1', tenant: null }]);
    finish({ kind: 'set' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ username: 'sanne.bakker@example.nl', password: 'Nieuw-wachtwoord1' });
  });

  it('shows login_error_token when the token ran out meanwhile', async () => {
    const { actor } = start({}, { set: async () => ({ kind: 'invalidToken' }) });
    await editing(actor);
    fill(actor, 'Nieuw-wachtwoord1', 'Nieuw-wachtwoord1');
    await waitFor(actor, (snapshot) => snapshot.matches('invalidToken'));
  });

  it('shows login_error_retry on another failure and keeps what was typed', async () => {
    const { actor } = start({}, { set: async () => ({ kind: 'failed' }) });
    await editing(actor);
    fill(actor, 'Nieuw-wachtwoord1', 'Nieuw-wachtwoord1');
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'login_error_retry', password: 'Nieuw-wachtwoord1', confirmation: 'Nieuw-wachtwoord1' });
  });
});
