// The login's second step with the factors the server offers (issue 39): the app's code first,
// without a code mail; switching to a mailed code or a recovery code; what is sent with each.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { LoginAnswer } from '../../../../src/features/auth/login.machine';
import { failure, start, success } from './login-machine-harness';

const offered = (factors: string[]) =>
  failure(403, { error: { code: 'two_factor_required', message: 'This user only allows two factor authentication.', status: 403 }, ticket: 't-1', factors });

function signIn(factors: string[]) {
  const answers: LoginAnswer[] = [offered(factors), success];
  const harness = start({}, { login: async () => answers.shift() ?? success });
  const { actor } = harness;
  actor.send({ type: 'CHANGE', field: 'username', value: 'sanne.bakker@example.nl' });
  actor.send({ type: 'CHANGE', field: 'password', value: 'Welkom2026!' });
  actor.send({ type: 'SUBMIT' });
  return harness;
}

describe('second factors at sign-in', () => {
  it('asks for the app code first and mails no code', async () => {
    const { actor, calls } = signIn(['app', 'email', 'recovery']);
    await waitFor(actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ factor: 'app', factors: ['app', 'email', 'recovery'] });
    expect(calls.requestCode).toEqual([]);
    actor.send({ type: 'CHANGE', field: 'otp', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.login[1]).toMatchObject({ otp: '123456', factor: 'app' });
  });

  it('mails a code when the customer switches to e-mail, and sends a recovery code as such', async () => {
    const { actor, calls } = signIn(['app', 'email', 'recovery']);
    await waitFor(actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }));
    actor.send({ type: 'USE_FACTOR', factor: 'email' });
    await waitFor(actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }) && calls.requestCode.length === 1);
    expect(calls.requestCode[0]).toMatchObject({ ticket: 't-1' });
    actor.send({ type: 'USE_FACTOR', factor: 'recovery' });
    await waitFor(actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }));
    expect(calls.requestCode).toHaveLength(1);
    actor.send({ type: 'CHANGE', field: 'otp', value: ' abcde-fghjk ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.login[1]).toMatchObject({ otp: 'abcde-fghjk', factor: 'recovery' });
  });

  it('refuses a factor the server did not offer, and sends no factor to a back end that names none', async () => {
    const { actor, calls } = signIn(['email']);
    await waitFor(actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }));
    actor.send({ type: 'USE_FACTOR', factor: 'app' });
    expect(actor.getSnapshot().context.factor).toBe('email');

    const old = signIn([]);
    await waitFor(old.actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }));
    old.actor.send({ type: 'CHANGE', field: 'otp', value: '654321' });
    old.actor.send({ type: 'SUBMIT' });
    await waitFor(old.actor, (snapshot) => snapshot.status === 'done');
    expect(old.calls.login[1]).toEqual({ username: 'sanne.bakker@example.nl', password: 'Welkom2026!', tenant: 'vandijk', otp: '654321' });
    expect(calls.requestCode).toHaveLength(1);
  });
});
