// The login machine without React: the start view, saved accounts and the password step.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { isBusy, loginView, showsLoadingModal, visibleMessage } from '../../../../src/features/auth/login-selectors';
import type { ChooseOutcome, LoginAnswer } from '../../../../src/features/auth/login.machine';
import { TOKENS, success, failure, apiError, twoFactor, settle, type, fillAndSubmit, start } from './login-machine-harness';

describe('start view', () => {
  it('is login without saved accounts, multi with them', () => {
    expect(loginView(start().actor.getSnapshot())).toBe('login');
    expect(loginView(start({ savedAccounts: 2 }).actor.getSnapshot())).toBe('multi');
  });

  it('is login with the username filled for a chosen account that must sign in again', () => {
    const { actor } = start({ savedAccounts: 2, username: 'jan.devries@example.nl', tenantCode: 'vandijk' });
    expect(loginView(actor.getSnapshot())).toBe('login');
    expect(actor.getSnapshot().context).toMatchObject({ username: 'jan.devries@example.nl', tenantCode: 'VANDIJK' });
  });

  it('signs in at once with given credentials (after setting a password)', async () => {
    const { actor, calls } = start({ username: 'sanne.bakker@example.nl', password: 'Nieuw-wachtwoord1' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.login).toEqual([{ username: 'sanne.bakker@example.nl', password: 'Nieuw-wachtwoord1', tenant: 'vandijk' }]);
  });

  it('starts in recovery when asked', () => {
    expect(loginView(start({ startIn: 'recovery' }).actor.getSnapshot())).toBe('recovery');
  });
});

describe('multi view (saved accounts)', () => {
  it('logs in with a chosen account that has tokens, showing the loading modal meanwhile', async () => {
    let finish!: (outcome: ChooseOutcome) => void;
    const { actor } = start({ savedAccounts: 2 }, { choose: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'CHOOSE_ACCOUNT', accountId: 'vandijk:8' });
    expect(showsLoadingModal(actor.getSnapshot())).toBe(true);
    finish({ signedIn: true });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('shows the login view with the username of a chosen account without tokens', async () => {
    const { actor } = start(
      { savedAccounts: 2, tenant: null },
      { choose: async () => ({ signedIn: false, username: 'jan.devries@example.nl', tenantCode: 'vandijk' }) },
    );
    actor.send({ type: 'CHOOSE_ACCOUNT', accountId: 'vandijk:7' });
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ username: 'jan.devries@example.nl', tenantCode: 'VANDIJK', password: '' });
  });

  it('stays in multi with a message when choosing fails', async () => {
    const { actor } = start({ savedAccounts: 1 }, { choose: async () => Promise.reject(new Error('storage')) });
    actor.send({ type: 'CHOOSE_ACCOUNT', accountId: 'vandijk:8' });
    await waitFor(actor, (snapshot) => snapshot.matches('multi'));
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'error', message: { key: 'login_error' } });
  });

  it('removes an account with its trash button, and shows login when none is left', () => {
    const { actor, calls } = start({ savedAccounts: 2 });
    actor.send({ type: 'REMOVE_ACCOUNT', accountId: 'vandijk:8' });
    expect(calls.removed).toEqual(['vandijk:8']);
    actor.send({ type: 'ACCOUNTS_CHANGED', count: 1 });
    expect(loginView(actor.getSnapshot())).toBe('multi');
    actor.send({ type: 'ACCOUNTS_CHANGED', count: 0 });
    expect(loginView(actor.getSnapshot())).toBe('login');
  });

  it('opens an empty login for another account', () => {
    const { actor } = start({ savedAccounts: 1 });
    actor.send({ type: 'NEW_ACCOUNT' });
    expect(actor.getSnapshot().matches({ login: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.username).toBe('');
  });
});

describe('password step', () => {
  it('shows each validation message and calls nothing', () => {
    const { actor, calls } = start({ tenant: null });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      tenantCode: 'login_error_tenant',
      username: 'login_error_username',
      password: 'login_error_password',
    });
    type(actor, { tenantCode: 'vandijk', username: 'a@b.nl', password: 'kort' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'password_min_length' });
    expect(calls.login).toHaveLength(0);
    expect(calls.resolve).toHaveLength(0);
  });

  it('asks no office code where the host names the office', () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.tenantCode).toBeUndefined();
  });

  it('upper-cases the office code as typed and clears a field error on change', () => {
    const { actor } = start({ tenant: null });
    actor.send({ type: 'SUBMIT' });
    type(actor, { tenantCode: 'vanDijk' });
    expect(actor.getSnapshot().context.tenantCode).toBe('VANDIJK');
    expect(actor.getSnapshot().context.errors.tenantCode).toBeUndefined();
    expect(actor.getSnapshot().context.errors.username).toBe('login_error_username');
  });

  it('signs in with the host office, then starts the session behind the loading modal', async () => {
    let finish!: () => void;
    const { actor, calls } = start({}, { startSession: () => new Promise((resolve) => (finish = resolve)) });
    fillAndSubmit(actor, { username: ' sanne.bakker@example.nl ', password: 'Welkom2026!' });
    await waitFor(actor, (snapshot) => snapshot.matches('finishing'));
    expect(calls.login).toEqual([{ username: 'sanne.bakker@example.nl', password: 'Welkom2026!', tenant: 'vandijk' }]);
    expect(calls.startSession).toEqual([{ tokens: TOKENS, tenant: 'vandijk', tenantCode: null }]);
    expect(showsLoadingModal(actor.getSnapshot())).toBe(true);
    finish();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('resolves a typed office code first and signs in at that office', async () => {
    const { actor, calls } = start({ tenant: null }, { resolve: async () => 'vandijk' });
    fillAndSubmit(actor, { tenantCode: 'vandijk', username: 'sanne.bakker@example.nl', password: 'Welkom2026!' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.resolve).toEqual(['VANDIJK']);
    expect(calls.login[0]?.tenant).toBe('vandijk');
    expect(calls.startSession[0]).toMatchObject({ tenant: 'vandijk', tenantCode: 'VANDIJK' });
  });

  it('says the office code is unknown when it cannot be transformed, and does not log in', async () => {
    const { actor, calls } = start({ tenant: null }, { resolve: async () => Promise.reject(new Error('could not transform tenantcode')) });
    fillAndSubmit(actor, { tenantCode: 'NOPE', username: 'a@b.nl', password: 'Welkom2026!' });
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'editing' }));
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'error', message: { key: 'login_error_tenantcode' } });
    expect(calls.login).toHaveLength(0);
  });

  it.each([
    ['401', apiError(401, 'login_error_noauth', 'Wrong username or password'), { key: 'login_error_noauth' }],
    ['422', apiError(422, 'login_error_notfound', 'No account'), { key: 'login_error_notfound' }],
    ['not found', apiError(404, 'not_found', 'Not found'), { key: 'login_error_notfound' }],
    ['a string error', failure(400, 'Account geblokkeerd'), { text: 'Account geblokkeerd' }],
    ['anything else', apiError(500, 'server_error', 'Internal server error'), { key: 'login_error' }],
  ])('maps %s to its message and keeps the username', async (_name, answer, message) => {
    const { actor } = start({}, { login: async () => answer });
    fillAndSubmit(actor);
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'editing' }));
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'error', message });
    expect(actor.getSnapshot().context.username).toBe('sanne.bakker@example.nl');
  });

  it('says login_error when no answer comes', async () => {
    const { actor } = start({}, { login: async () => Promise.reject(new TypeError('network')) });
    fillAndSubmit(actor);
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'editing' }));
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'error', message: { key: 'login_error' } });
  });

  it('ignores submit while a request runs and hides the message meanwhile', async () => {
    let answer!: (value: LoginAnswer) => void;
    const answers = [async () => apiError(401, 'login_error_noauth'), () => new Promise<LoginAnswer>((resolve) => (answer = resolve))];
    const { actor, calls } = start({}, { login: () => answers.shift()!() });
    fillAndSubmit(actor);
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'editing' }));
    expect(visibleMessage(actor.getSnapshot())).not.toBeNull();

    actor.send({ type: 'SUBMIT' });
    expect(isBusy(actor.getSnapshot())).toBe(true);
    expect(visibleMessage(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.login).toHaveLength(2);
    answer(success);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it.each([
    ['the error code', apiError(403, 'two_factor_required', 'whatever')],
    ['the message', failure(403, { error: { code: 'forbidden', message: 'This user only allows two factor authentication.', status: 403 } })],
    ['a user-two-factor-required message', failure(400, { error: 'User requires two factor authentication' })],
  ])('moves to the two-factor step on %s and requests a code mail', async (_name, answer) => {
    const { actor, calls } = start({}, { login: async () => answer });
    fillAndSubmit(actor);
    await waitFor(actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }));
    expect(calls.requestCode).toEqual([{ username: 'sanne.bakker@example.nl', tenant: null, ticket: null }]);
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'info', notice: 'login_code_sent' });
  });

  it('names the office in the code mail request where the host does not', async () => {
    const { actor, calls } = start({ tenant: null }, { login: async () => twoFactor });
    fillAndSubmit(actor, { tenantCode: 'VANDIJK', username: 'jan.devries@example.nl', password: 'Welkom2026!' });
    await waitFor(actor, (snapshot) => snapshot.matches({ twoFactor: 'editing' }));
    expect(calls.requestCode).toEqual([{ username: 'jan.devries@example.nl', tenant: 'vandijk', ticket: 'ticket-1' }]);
  });

  it('opens recovery with the username kept', () => {
    const { actor } = start();
    type(actor, { username: 'sanne.bakker@example.nl' });
    actor.send({ type: 'FORGOT_PASSWORD' });
    expect(loginView(actor.getSnapshot())).toBe('recovery');
    expect(actor.getSnapshot().context.username).toBe('sanne.bakker@example.nl');
  });

  it("'Other account' removes the current user and shows multi, only when accounts are saved", () => {
    const alone = start({ username: 'a@b.nl' });
    alone.actor.send({ type: 'OTHER_ACCOUNT' });
    expect(loginView(alone.actor.getSnapshot())).toBe('login');
    expect(alone.calls.forgetCurrentUser).toBe(0);

    const { actor, calls } = start({ savedAccounts: 2, username: 'jan.devries@example.nl' });
    actor.send({ type: 'OTHER_ACCOUNT' });
    expect(loginView(actor.getSnapshot())).toBe('multi');
    expect(calls.forgetCurrentUser).toBe(1);
    expect(actor.getSnapshot().context.username).toBe('');
  });

  it('shows login_error and keeps the form when the session cannot start', async () => {
    const { actor } = start({}, { startSession: async () => Promise.reject(new Error('customer')) });
    fillAndSubmit(actor);
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'editing' }));
    expect(visibleMessage(actor.getSnapshot())).toEqual({ severity: 'error', message: { key: 'login_error' } });
    expect(actor.getSnapshot().context.username).toBe('sanne.bakker@example.nl');
  });
});
