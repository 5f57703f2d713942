import { portalClient } from '../../../api/client';
import type { SetPasswordResult } from '../password.machine';

/** POST /customer/auth/reset/password: sets the password of the token's account. */
export async function resetPassword({ token, password, tenant }: { token: string; password: string; tenant: string | null }): Promise<SetPasswordResult> {
  const { data, response } = await portalClient.POST('/customer/auth/reset/password', {
    body: { token, password, ...(tenant ? { tenant } : {}) },
  });
  if (data?.success) return { kind: 'set' };
  return response.status === 403 ? { kind: 'invalidToken' } : { kind: 'failed' };
}
