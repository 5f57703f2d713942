// The login machine without React: every view and transition, with fake calls.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isBusy, loginView, showsLoadingModal, visibleMessage } from '../../../../src/features/auth/login-selectors';
import {
  loginMachine,
  type ChooseOutcome,
  type CodeRequest,
  type Credentials,
  type LoginAnswer,
  type LoginInput,
  type SignInTokens,
} from '../../../../src/features/auth/login.machine';
import type { LoginField } from '../../../../src/features/auth/validation';

const TOKENS: SignInTokens = { access_token: 'at', refresh_token: 'rt', expires_in: 900 };
const success: LoginAnswer = { kind: 'success', tokens: TOKENS };
const failure = (status: number | null, body: unknown): LoginAnswer => ({ kind: 'failure', failure: { status, body } });
const apiError = (status: number, code: string, message = '') => failure(status, { error: { code, message, status } });
const twoFactor = failure(403, {
  error: { code: 'two_factor_required', message: 'This user only allows two factor authentication.', status: 403 },
  ticket: 'ticket-1',
});

interface Fakes {
  login?: (credentials: Credentials) => Promise<LoginAnswer>;
  resolve?: (code: string) => Promise<string>;
  requestCode?: () => Promise<void>;
  recover?: () => Promise<void>;
  startSession?: () => Promise<void>;
  choose?: (accountId: string) => Promise<ChooseOutcome>;
}

function start(input: Partial<LoginInput> = {}, fakes: Fakes = {}) {
  const calls = {
    login: [] as Credentials[],
    resolve: [] as string[],
    requestCode: [] as CodeRequest[],
    recover: [] as { username: string; portal: string }[],
    startSession: [] as { tokens: SignInTokens; tenant: string; tenantCode: string | null }[],
    forgetCurrentUser: 0,
    removed: [] as string[],
  };
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(async ({ input: credentials }: { input: Credentials }) => {
        calls.login.push(credentials);
        return fakes.login ? fakes.login(credentials) : success;
      }),
      resolveTenantCode: fromPromise(async ({ input: { code } }: { input: { code: string } }) => {
        calls.resolve.push(code);
        return fakes.resolve ? fakes.resolve(code) : code.toLowerCase();
      }),
      requestCode: fromPromise(async ({ input: request }: { input: CodeRequest }) => {
        calls.requestCode.push(request);
        await fakes.requestCode?.();
      }),
      recover: fromPromise(async ({ input: request }: { input: { username: string; portal: string } }) => {
        calls.recover.push(request);
        await fakes.recover?.();
      }),
      startSession: fromPromise(async ({ input: request }: { input: { tokens: SignInTokens; tenant: string; tenantCode: string | null } }) => {
        calls.startSession.push(request);
        await fakes.startSession?.();
      }),
      chooseAccount: fromPromise(async ({ input: { accountId } }: { input: { accountId: string } }) =>
        fakes.choose ? fakes.choose(accountId) : { signedIn: true as const },
      ),
    },
    actions: {
      forgetCurrentUser: () => void calls.forgetCurrentUser++,
      removeAccount: (_, params) => void calls.removed.push(params.accountId),
    },
  });
  const actor = createActor(machine, { input: { tenant: 'vandijk', officeCode: 'VANDIJK', savedAccounts: 0, ...input } });
  actor.start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
type Fields = Partial<Record<LoginField, string>>;
const type = (actor: Actor, fields: Fields) => {
  for (const [field, value] of Object.entries(fields) as [LoginField, string][]) actor.send({ type: 'CHANGE', field, value });
};
const fillAndSubmit = (actor: Actor, fields: Fields = { username: 'sanne.bakker@example.nl', password: 'Welkom2026!' }) => {
  type(actor, fields);
  actor.send({ type: 'SUBMIT' });
};

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
