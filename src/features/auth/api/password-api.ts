// The password calls of core §4: activating an account, asking for a reset mail, checking the mailed
// token and setting the password.
import { portalClient } from '../../../api/client';
import type { ActivationResult } from '../activation.machine';
import type { TokenCheck, SetPasswordResult } from '../password.machine';

/** POST /customer/auth/configure/password: an activation number → a registration token. */
export async function configurePassword({ number, tenant }: { number: string; tenant: string | null }): Promise<ActivationResult> {
  const { data, error, response } = await portalClient.POST('/customer/auth/configure/password', {
    body: { number, ...(tenant ? { tenant } : {}) },
  });
  if (data) return { kind: 'found', token: data.token };
  if (response.status === 404 && error.error.code === 'account_not_found') return { kind: 'notFound' };
  throw new Error(`activation failed: ${response.status}`);
}

/** POST /customer/auth/recover/password: a reset mail whose link opens the portal of office `portal`. */
export async function recoverPassword(request: { username: string; portal: string }): Promise<void> {
  const { error } = await portalClient.POST('/customer/auth/recover/password', { body: request });
  if (error) throw new Error(`recovery refused: ${error.error.code}`);
}

/** POST /customer/auth/token/validate with the username, before the password form shows. */
export async function validateToken({ token, tenant }: { token: string; tenant: string | null }): Promise<TokenCheck> {
  const { data, response } = await portalClient.POST('/customer/auth/token/validate', {
    body: { token, include: 'username', ...(tenant ? { tenant } : {}) },
  });
  if (data) return data.valid ? { kind: 'valid', username: data.username ?? null } : { kind: 'invalid' };
  // A token the contract refuses (too long, say) is as bad as an unknown one; other failures say nothing.
  if (response.status === 400 || response.status === 404) return { kind: 'invalid' };
  throw new Error(`token check failed: ${response.status}`);
}

/** POST /customer/auth/reset/password: sets the password of the token's account. */
export async function resetPassword({ token, password, tenant }: { token: string; password: string; tenant: string | null }): Promise<SetPasswordResult> {
  const { data, response } = await portalClient.POST('/customer/auth/reset/password', {
    body: { token, password, ...(tenant ? { tenant } : {}) },
  });
  if (data?.success) return { kind: 'set' };
  return response.status === 403 ? { kind: 'invalidToken' } : { kind: 'failed' };
}
