/**
 * The sign-in forms' rules (core §5, advice §5), as message keys of the auth texts. Pure, so the
 * machines decide with them and the tests read them.
 */
import { PASSWORD_MIN_LENGTH } from '../../lib/password-rules';

export type ValidationKey =
  | 'login_error_tenant'
  | 'login_error_username'
  | 'login_error_password'
  | 'password_min_length'
  | 'login_error_authcode'
  | 'new_password_equal'
  | 'activation_error_number';

export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationKey>>;

export type LoginField = 'tenantCode' | 'username' | 'password' | 'otp';

function password(value: string): ValidationKey | undefined {
  if (value === '') return 'login_error_password';
  if (value.length < PASSWORD_MIN_LENGTH) return 'password_min_length';
  return undefined;
}

function compact<Field extends string>(errors: Record<Field, ValidationKey | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as FieldErrors<Field>;
}

/** The office code only counts when the host names no office. */
export function validateLogin(form: { needsTenantCode: boolean; tenantCode: string; username: string; password: string }): FieldErrors<LoginField> {
  return compact<LoginField>({
    tenantCode: form.needsTenantCode && form.tenantCode.trim() === '' ? 'login_error_tenant' : undefined,
    username: form.username.trim() === '' ? 'login_error_username' : undefined,
    password: password(form.password),
    otp: undefined,
  });
}

export function validateOtp(otp: string): FieldErrors<LoginField> {
  return otp.trim() === '' ? { otp: 'login_error_authcode' } : {};
}

/** Recovery: the username, and the office code where the host names no office. */
export function validateRecovery(form: { needsTenantCode: boolean; tenantCode: string; username: string }): FieldErrors<LoginField> {
  return compact<LoginField>({
    tenantCode: form.needsTenantCode && form.tenantCode.trim() === '' ? 'login_error_tenant' : undefined,
    username: form.username.trim() === '' ? 'login_error_username' : undefined,
    password: undefined,
    otp: undefined,
  });
}

export type NewPasswordField = 'password' | 'confirmation';

/** Password set or reset: both required, at least 8, and equal. */
export function validateNewPassword(form: { password: string; confirmation: string }): FieldErrors<NewPasswordField> {
  return compact<NewPasswordField>({
    password: password(form.password),
    confirmation: password(form.confirmation) ?? (form.confirmation !== form.password ? 'new_password_equal' : undefined),
  });
}

export type ActivationField = 'tenantCode' | 'number';

export function validateActivation(form: { needsTenantCode: boolean; tenantCode: string; number: string }): FieldErrors<ActivationField> {
  return compact<ActivationField>({
    tenantCode: form.needsTenantCode && form.tenantCode.trim() === '' ? 'login_error_tenant' : undefined,
    number: form.number.trim() === '' ? 'activation_error_number' : undefined,
  });
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
