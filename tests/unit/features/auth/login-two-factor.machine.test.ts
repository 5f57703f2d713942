// The login machine without React: the two-factor step, recovery and the loading modal.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { loginView, visibleMessage } from '../../../../src/features/auth/login-selectors';
import { success, apiError, twoFactor, settle, type, fillAndSubmit, start, type Fakes } from './login-machine-harness';

describe('two-factor step', () => {
  async function atCode(fakes: Fakes = {}) {
    const answers = fakes.login;
    const started = start(
      {},
      { ...fakes, login: async (credentials) => (credentials.otp === undefined ? twoFactor : answers ? answers(credentials) : success) },
    );
    fillAndSubmit(started.actor, { username: 'jan.devries@example.nl', password: 'Welkom2026!' });
    await waitFor(started.actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }));
    return started;
  }

  it('requires the code', async () => {
    const { actor, calls } = await atCode();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ otp: 'login_error_authcode' });
    expect(calls.login).toHaveLength(1);
  });

  it('signs in with username, password and code', async () => {
    const { actor, calls } = await atCode();
    type(actor, { otp: ' 123456 ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.login[1]).toEqual({ username: 'jan.devries@example.nl', password: 'Welkom2026!', tenant: 'vandijk', otp: '123456' });
    expect(calls.startSession).toHaveLength(1);
  });

  it('shows the message of a wrong code and keeps the typed username', async () => {
    const { actor } = await atCode({ login: async () => apiError(401, 'login_error_noauth', 'Wrong code') });
    type(actor, { otp: '000000' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }));
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'error', message: { key: 'login_error_code' } });
    expect(actor.getSnapshot().context).toMatchObject({ username: 'jan.devries@example.nl', otp: '' });
    actor.send({ type: 'BACK' });
    expect(loginView(actor.getSnapshot())).toBe('login');
    expect(actor.getSnapshot().context.username).toBe('jan.devries@example.nl');
  });

  it('sends a new code on request', async () => {
    const { actor, calls } = await atCode();
    actor.send({ type: 'RESEND_CODE' });
    await waitFor(actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }));
    expect(calls.requestCode).toHaveLength(2);
  });

  it('says to try again when the code mail cannot be requested', async () => {
    const { actor } = await atCode({ requestCode: async () => Promise.reject(new Error('429')) });
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'error', message: { key: 'login_error_retry' } });
  });
});

describe('recovery', () => {
  it('requires the username, and the office code where the host names none', () => {
    const { actor, calls } = start({ tenant: null });
    actor.send({ type: 'FORGOT_PASSWORD' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ tenantCode: 'login_error_tenant', username: 'login_error_username' });
    expect(calls.recover).toHaveLength(0);
  });

  it("returns to login with 'login_recoverysent', asking for the host office's link", async () => {
    const { actor, calls } = start();
    actor.send({ type: 'FORGOT_PASSWORD' });
    type(actor, { username: 'sanne.bakker@example.nl' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'editing' }));
    expect(calls.recover).toEqual([{ username: 'sanne.bakker@example.nl', portal: 'VANDIJK' }]);
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'info', notice: 'login_recoverysent' });
  });

  it('asks for the link of the typed office where the host names none', async () => {
    const { actor, calls } = start({ tenant: null });
    actor.send({ type: 'FORGOT_PASSWORD' });
    type(actor, { tenantCode: 'degroot', username: 'p.jansen@example.nl' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('login'));
    expect(calls.recover).toEqual([{ username: 'p.jansen@example.nl', portal: 'DEGROOT' }]);
  });

  it("shows 'login_error_retry' on failure and hides the login message in recovery", async () => {
    const { actor } = start({}, { login: async () => apiError(401, 'login_error_noauth'), recover: async () => Promise.reject(new Error('500')) });
    fillAndSubmit(actor);
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'editing' }));
    actor.send({ type: 'FORGOT_PASSWORD' });
    expect(visibleMessage(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches({ recovery: 'editing' }));
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'error', message: { key: 'login_error_retry' } });
    actor.send({ type: 'BACK' });
    expect(loginView(actor.getSnapshot())).toBe('login');
  });

  it('the recovery message hides an earlier login error', async () => {
    const { actor } = start({}, { login: async () => apiError(401, 'login_error_noauth') });
    fillAndSubmit(actor);
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'editing' }));
    actor.send({ type: 'FORGOT_PASSWORD' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('login'));
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'info', notice: 'login_recoverysent' });
  });
});

it('does nothing on submit while the loading modal shows', async () => {
  const login = vi.fn(async () => success);
  const { actor } = start({}, { login, startSession: () => new Promise(() => undefined) });
  fillAndSubmit(actor);
  await waitFor(actor, (snapshot) => snapshot.matches('finishing'));
  actor.send({ type: 'SUBMIT' });
  await settle();
  expect(login).toHaveBeenCalledTimes(1);
});
