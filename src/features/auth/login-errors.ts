/**
 * What a failed login answer means (core §4, §8): the two-factor step, or a message. Pure, so the
 * login machine and its tests share one reading of the server.
 */

export type LoginErrorKey =
  | 'login_error'
  | 'login_error_notfound'
  | 'login_error_noauth'
  | 'login_error_throttled'
  | 'login_error_code'
  | 'login_error_tenantcode'
  | 'login_error_retry'
  | 'login_error_passkey';

/** A text key, or a server's own text shown as is (core §8: "a string error is shown as is"). */
export type LoginMessage = { key: LoginErrorKey } | { text: string };

export interface LoginFailure {
  /** HTTP status; null when no answer came. */
  status: number | null;
  /** The parsed answer body: the contract's `{ error: {...} }`, a plain string, or anything. */
  body: unknown;
}

export type LoginOutcome = { kind: 'twoFactor' } | { kind: 'error'; message: LoginMessage };

const TWO_FACTOR_ONLY = 'This user only allows two factor authentication.';
// Back ends word it differently: "User requires two factor authentication", "two_factor_required".
const TWO_FACTOR_REQUIRED = /requires? two[\s_-]?factor|two[\s_-]?factor[\s_-]?(authentication[\s_-]?)?(is[\s_-]?)?required/i;

function parts(body: unknown): { code: string | null; message: string | null; text: string | null } {
  if (typeof body === 'string') return { code: null, message: body, text: body };
  if (typeof body !== 'object' || body === null || !('error' in body)) return { code: null, message: null, text: null };
  const { error } = body;
  if (typeof error === 'string') return { code: null, message: error, text: error };
  if (typeof error !== 'object' || error === null) return { code: null, message: null, text: null };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : null;
  return { code, message, text: null };
}

// A proxy's HTML error page is a string too, but no message for a customer.
const isShowable = (text: string): boolean => text.trim() !== '' && text.length <= 300 && !text.trimStart().startsWith('<');

export function isTwoFactorRequired(failure: LoginFailure): boolean {
  const { code, message } = parts(failure.body);
  return code === 'two_factor_required' || message === TWO_FACTOR_ONLY || (message !== null && TWO_FACTOR_REQUIRED.test(message));
}

/** The ticket of a `two_factor_required` answer, which the code mail needs; null from a back end without one. */
export function twoFactorTicket(failure: LoginFailure): string | null {
  const { body } = failure;
  if (typeof body !== 'object' || body === null || !('ticket' in body)) return null;
  return typeof body.ticket === 'string' ? body.ticket : null;
}

export function classifyLoginFailure(failure: LoginFailure): LoginOutcome {
  if (isTwoFactorRequired(failure)) return { kind: 'twoFactor' };
  const { code, text } = parts(failure.body);
  const error = (key: LoginErrorKey): LoginOutcome => ({ kind: 'error', message: { key } });
  if (failure.status === 422 || code === 'login_error_notfound' || code === 'not_found') return error('login_error_notfound');
  if (failure.status === 401) return error('login_error_noauth');
  // Not in the specification's list, but "too many attempts" tells the customer what to do: wait.
  if (failure.status === 429) return error('login_error_throttled');
  if (text !== null && isShowable(text)) return { kind: 'error', message: { text: text.trim() } };
  return error('login_error');
}

/** In the two-factor step a refused login means the code: wrong, expired or used. */
export function classifyCodeFailure(failure: LoginFailure): LoginOutcome {
  if (failure.status === 401 || isTwoFactorRequired(failure)) return { kind: 'error', message: { key: 'login_error_code' } };
  return classifyLoginFailure(failure);
}

const FACTORS = ['app', 'email', 'recovery'] as const;

/** The second factors a `two_factor_required` answer offers (issue 39), the preferred first; empty from a back end that names none. */
export function signInFactors(failure: LoginFailure): (typeof FACTORS)[number][] {
  const { body } = failure;
  if (typeof body !== 'object' || body === null || !('factors' in body) || !Array.isArray(body.factors)) return [];
  const listed: unknown[] = body.factors;
  return FACTORS.filter((factor) => listed.includes(factor)).sort((a, b) => listed.indexOf(a) - listed.indexOf(b));
}
