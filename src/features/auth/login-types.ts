// The login flow's data (login.machine.ts): what it takes, keeps and answers, and the two small
// readings of its context the machine and its hook share.
import type { operations } from '../../../generated/portal';
import type { components } from '../../../generated/proxy';
import type { LoginFailure, LoginMessage } from './login-errors';
import { validateLogin, type FieldErrors, type LoginField } from './validation';

type ProxySchemas = components['schemas'];

/** The tokens of a sign-in, as the proxy answers them. */
export type SignInTokens = Pick<ProxySchemas['TokenPair'], 'access_token' | 'refresh_token' | 'expires_in'>;

export type LoginAnswer = { kind: 'success'; tokens: SignInTokens } | { kind: 'failure'; failure: LoginFailure };

export type ChooseOutcome = { signedIn: true } | { signedIn: false; username: string; tenantCode: string | null };

export type Credentials = Pick<ProxySchemas['LoginRequest'], 'username' | 'password' | 'tenant' | 'otp' | 'factor'>;

/** A second factor of sign-in (issue 39): the app's code, a mailed code or a recovery code. */
export type SignInFactor = NonNullable<ProxySchemas['LoginRequest']['factor']>;

type CodeMailBody = operations['postTwoFactorCodeEmail']['requestBody']['content']['application/json'];

/** What the code mail needs (POST /customer/auth/two_factor_code/email); the machine keeps a missing tenant or ticket as null. */
export type CodeRequest = Pick<CodeMailBody, 'username'> & { [Field in 'tenant' | 'ticket']-?: Exclude<CodeMailBody[Field], undefined> | null };

export type LoginNotice = 'login_recoverysent' | 'login_code_sent' | 'password_set';

export interface LoginInput {
  /** The office sub-domain when known (the host's, or a link's); null: the customer types a code. */
  tenant: string | null;
  /** Office code of the host's office, for the recovery mail's link. */
  officeCode: string | null;
  savedAccounts: number;
  /** A chosen saved account that must sign in again. */
  username?: string;
  tenantCode?: string | null;
  /** Sign in at once, as after setting a password. */
  password?: string;
  notice?: LoginNotice;
  startIn?: 'recovery';
}

export interface LoginContext {
  tenant: string | null;
  needsTenantCode: boolean;
  officeCode: string | null;
  savedAccounts: number;
  tenantCode: string;
  username: string;
  password: string;
  otp: string;
  /** The sign-in's proof of the password, sent with the code mail request. */
  ticket: string | null;
  /** The factors the server offered for this sign-in, the preferred first; empty from a back end that names none. */
  factors: SignInFactor[];
  /** The factor the two-factor step asks for. */
  factor: SignInFactor;
  errors: FieldErrors<LoginField>;
  /** The login error; hidden while loading, in recovery and when a notice shows. */
  error: LoginMessage | null;
  notice: LoginNotice | null;
  recoveryError: LoginMessage | null;
  tokens: SignInTokens | null;
  autoSubmit: boolean;
  startInRecovery: boolean;
}

export type LoginEvent =
  | { type: 'CHANGE'; field: LoginField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'PASSKEY' }
  | { type: 'FORGOT_PASSWORD' }
  | { type: 'BACK' }
  | { type: 'OTHER_ACCOUNT' }
  | { type: 'NEW_ACCOUNT' }
  | { type: 'CHOOSE_ACCOUNT'; accountId: string }
  | { type: 'REMOVE_ACCOUNT'; accountId: string }
  | { type: 'ACCOUNTS_CHANGED'; count: number }
  | { type: 'RESEND_CODE' }
  | { type: 'USE_FACTOR'; factor: SignInFactor };

/** The office code as the customer types it: upper case (core §2). */
export const normaliseTenantCode = (value: string): string => value.toUpperCase();

export const loginErrors = (context: LoginContext) => validateLogin(context);
export const credentials = (context: LoginContext, otp?: string): Credentials => ({
  username: context.username.trim(),
  password: context.password,
  tenant: context.tenant ?? '',
  ...(otp === undefined ? {} : { otp: otp.trim() }),
  // A back end that offered no factors knows only the mailed code, and no `factor`.
  ...(otp === undefined || context.factors.length === 0 ? {} : { factor: context.factor }),
});

/** The flow's context as the login screen opens it. */
export function startContext(input: LoginInput): LoginContext {
  return {
    tenant: input.tenant,
    needsTenantCode: input.tenant === null,
    officeCode: input.officeCode,
    savedAccounts: input.savedAccounts,
    tenantCode: normaliseTenantCode(input.tenantCode ?? ''),
    username: input.username ?? '',
    password: input.password ?? '',
    otp: '',
    ticket: null,
    factors: [],
    factor: 'email',
    errors: {},
    error: null,
    notice: input.notice ?? null,
    recoveryError: null,
    tokens: null,
    autoSubmit: input.password !== undefined && input.username !== undefined,
    startInRecovery: input.startIn === 'recovery',
  };
}
