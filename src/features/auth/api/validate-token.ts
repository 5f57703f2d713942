import { portalClient } from '../../../api/client';
import type { TokenCheck } from '../password.machine';

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
