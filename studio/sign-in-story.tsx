/**
 * A sign-in step as the customer sees it, at the office of the studio's toolbar: the real views
 * of src/features/auth, their machines sent what the customer types and taps, with the real
 * server's answers (scripts/studio/answers.ts) in place of its calls. The device is signed out;
 * the account chooser's holds the demo customer's saved account.
 */
import Box from '@mui/material/Box';
import { useActorRef } from '@xstate/react';
import answers from 'virtual:studio-answers';
import { use, useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { fromPromise } from 'xstate';
import { useShell } from '../src/app/shell/shell-context';
import { AccountActivationScreen } from '../src/features/auth/account-activation-screen';
import { AuthLayout } from '../src/features/auth/components/auth-layout';
import { LoginViews } from '../src/features/auth/components/login-flow';
import { PasswordSteps } from '../src/features/auth/components/password-steps';
import { loginMachine, type LoginAnswer, type LoginEvent, type LoginInput } from '../src/features/auth/login.machine';
import { MultiView, RecoveryForm, TwoFactorForm } from '../src/features/auth/login-views';
import { passwordMachine, type TokenCheck } from '../src/features/auth/password.machine';
import { SessionContext, type SavedAccount, type SessionApi } from '../src/features/auth/session-context';
import { useLoginHandle } from '../src/features/auth/use-login';
import type { SignInStep } from './sign-in-steps';
import type { StudioGlobals } from './studio-globals';

type Office = StudioGlobals['office'];

function customerOf(office: Office) {
  const { customer } = answers[office].data;
  if (!customer) throw new Error(`The studio's answers hold no customer of ${office}`);
  return customer;
}

/** What the customer types and taps before a step's answer: their username, a password, "Inloggen". */
const typed = (office: Office): LoginEvent[] => [
  { type: 'CHANGE', field: 'username', value: customerOf(office).username },
  { type: 'CHANGE', field: 'password', value: 'Welkom2026?' },
  { type: 'SUBMIT' },
];

interface LoginStep {
  start?: Partial<LoginInput>;
  events?: (office: Office) => LoginEvent[];
  /** How the sign-in answers a password sent here; the wrong password's answer where the step names none. */
  answer?: 'wrongPassword' | 'twoFactor';
}

const LOGIN_STEPS: Readonly<Record<Exclude<SignInStep, 'newPassword' | 'activation'>, LoginStep>> = {
  password: {},
  wrongPassword: { events: typed },
  twoFactor: { events: typed, answer: 'twoFactor' },
  accountChooser: { start: { savedAccounts: 1 } },
  forgotPassword: { start: { startIn: 'recovery' } },
};

// The login's later views are lazy; a step waits for them (in the studio's Suspense), so it is not
// caught between two views with neither drawn.
let viewsLoaded: Promise<unknown> | null = null;
const loginViews = () => (viewsLoaded ??= Promise.all([MultiView, RecoveryForm, TwoFactorForm].map((view) => view.preload())));

function LoginStepStory({ office, step }: { office: Office; step: LoginStep }) {
  use(loginViews());
  const { tenant, signIn } = answers[office];
  const actor = useActorRef(
    loginMachine.provide({
      actors: {
        login: fromPromise(async (): Promise<LoginAnswer> => ({ kind: 'failure', failure: signIn[step.answer ?? 'wrongPassword'] })),
        // The code mail and the reset mail go out; the studio has nothing more to show of them.
        requestCode: fromPromise(() => Promise.resolve()),
        recover: fromPromise(() => Promise.resolve()),
      },
    }),
    { input: { tenant: office, officeCode: tenant.code ?? null, savedAccounts: 0, ...step.start } },
  );
  // The page is busy until the customer's typing and tapping are sent, then while the calls run.
  const [sent, setSent] = useState(!step.events);
  useEffect(() => {
    for (const event of step.events?.(office) ?? []) actor.send(event);
    setSent(true);
  }, [actor, office, step]);
  const login = useLoginHandle(actor);
  return (
    <Box aria-busy={!sent || login.busy} sx={{ display: 'contents' }}>
      <AuthLayout>
        <LoginViews login={login} />
      </AuthLayout>
    </Box>
  );
}

/** The password screen opened from a reset mail's link: the link checked, the new password asked. */
function NewPasswordStory({ office }: { office: Office }) {
  const { username } = customerOf(office);
  const actor = useActorRef(
    passwordMachine.provide({ actors: { validateToken: fromPromise(async (): Promise<TokenCheck> => ({ kind: 'valid', username })) } }),
    { input: { token: 'studio', tenant: office } },
  );
  return <PasswordSteps actor={actor} register={false} tenant={office} />;
}

function savedAccount(office: Office): SavedAccount {
  const { id, full_name: name, username, avatar } = customerOf(office);
  return { id: `${office}:${id}`, name, username, avatar: avatar ?? null, tenant: office, tenantCode: null, current: false, hasSession: false };
}

const nothing = () => undefined;
const noServer = () => Promise.reject(new Error('The studio signs nobody in'));

/** A signed-out device at the office's own address, with `accounts` saved on it. */
function signedOut(office: Office, accounts: SavedAccount[]): SessionApi {
  return {
    status: 'signedOut',
    unavailable: false,
    customerId: null,
    tenantName: office,
    hostTenantName: office,
    accounts,
    pendingAccount: null,
    retry: nothing,
    logout: nothing,
    switchAccount: nothing,
    removeAccount: nothing,
    addAccount: nothing,
    signIn: noServer,
    chooseAccount: noServer,
    forgetCurrentUser: nothing,
    rememberProfile: nothing,
  };
}

/** The screen of each step; a new step in sign-in-steps.ts needs its place here or in LOGIN_STEPS (a compile error until then). */
function Step({ office, step }: { office: Office; step: SignInStep }) {
  if (step === 'newPassword') return <NewPasswordStory office={office} />;
  if (step === 'activation') return <AccountActivationScreen />;
  return <LoginStepStory office={office} step={LOGIN_STEPS[step]} />;
}

export function SignInStory({ step }: { step: SignInStep }) {
  // The studio's frame names the office of its toolbar (studio-frame.tsx): one of the answers'.
  const office = useShell().tenant.name as Office;
  return (
    <SessionContext.Provider value={signedOut(office, step === 'accountChooser' ? [savedAccount(office)] : [])}>
      <MemoryRouter>
        <Step office={office} step={step} />
      </MemoryRouter>
    </SessionContext.Provider>
  );
}
