// The login machine with fake calls, shared by its two test files.
import { createActor, fromPromise } from 'xstate';
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

export const TOKENS: SignInTokens = { access_token: 'at', refresh_token: 'rt', expires_in: 900 };
export const success: LoginAnswer = { kind: 'success', tokens: TOKENS };
export const failure = (status: number | null, body: unknown): LoginAnswer => ({ kind: 'failure', failure: { status, body } });
export const apiError = (status: number, code: string, message = '') => failure(status, { error: { code, message, status } });
export const twoFactor = failure(403, {
  error: { code: 'two_factor_required', message: 'This user only allows two factor authentication.', status: 403 },
  ticket: 'ticket-1',
});

export interface Fakes {
  login?: (credentials: Credentials) => Promise<LoginAnswer>;
  resolve?: (code: string) => Promise<string>;
  requestCode?: () => Promise<void>;
  recover?: () => Promise<void>;
  startSession?: () => Promise<void>;
  choose?: (accountId: string) => Promise<ChooseOutcome>;
}

export function start(input: Partial<LoginInput> = {}, fakes: Fakes = {}) {
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

export type Actor = ReturnType<typeof start>['actor'];
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export type Fields = Partial<Record<LoginField, string>>;
export const type = (actor: Actor, fields: Fields) => {
  for (const [field, value] of Object.entries(fields) as [LoginField, string][]) actor.send({ type: 'CHANGE', field, value });
};
export const fillAndSubmit = (actor: Actor, fields: Fields = { username: 'sanne.bakker@example.nl', password: 'Welkom2026!' }) => {
  type(actor, fields);
  actor.send({ type: 'SUBMIT' });
};
