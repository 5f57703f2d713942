// How a failed login answer reads (core §8).
import { describe, expect, it } from 'vitest';
import { classifyCodeFailure, classifyLoginFailure, isTwoFactorRequired } from '../../../../src/features/auth/login-errors';

const body = (code: string, message: string, status = 400) => ({ error: { code, message, status } });

describe('isTwoFactorRequired', () => {
  it.each([
    ['the code two_factor_required', body('two_factor_required', '')],
    ['the exact message', body('forbidden', 'This user only allows two factor authentication.')],
    ['a string error saying two-factor is required', { error: 'User requires two factor authentication' }],
    ['a message "Two-factor authentication required"', body('x', 'Two-factor authentication required')],
  ])('is true for %s', (_name, answer) => {
    expect(isTwoFactorRequired({ status: 403, body: answer })).toBe(true);
  });

  it('is false for a wrong password', () => {
    expect(isTwoFactorRequired({ status: 401, body: body('login_error_noauth', 'Wrong username or password') })).toBe(false);
  });
});

describe('classifyLoginFailure', () => {
  it.each([
    [422, body('validation', 'x', 422), { key: 'login_error_notfound' }],
    [404, body('not_found', 'Not found', 404), { key: 'login_error_notfound' }],
    [401, body('login_error_noauth', 'Wrong username or password', 401), { key: 'login_error_noauth' }],
    [429, body('too_many_requests', 'Slow down', 429), { key: 'login_error_throttled' }],
    [400, 'Uw account is geblokkeerd', { text: 'Uw account is geblokkeerd' }],
    [400, { error: 'Uw account is geblokkeerd' }, { text: 'Uw account is geblokkeerd' }],
    [502, '<html><body>Bad gateway</body></html>', { key: 'login_error' }],
    [500, body('server_error', 'Internal server error', 500), { key: 'login_error' }],
    [null, null, { key: 'login_error' }],
  ])('status %s gives %j', (status, answer, message) => {
    expect(classifyLoginFailure({ status, body: answer })).toEqual({ kind: 'error', message });
  });
});

describe('classifyCodeFailure', () => {
  it('reads a refused code as a wrong code', () => {
    expect(classifyCodeFailure({ status: 401, body: body('login_error_noauth', 'wrong', 401) })).toEqual({
      kind: 'error',
      message: { key: 'login_error_code' },
    });
    expect(classifyCodeFailure({ status: 403, body: body('two_factor_required', '', 403) })).toEqual({ kind: 'error', message: { key: 'login_error_code' } });
  });

  it('reads anything else as at login', () => {
    expect(classifyCodeFailure({ status: 500, body: null })).toEqual({ kind: 'error', message: { key: 'login_error' } });
  });
});
