import { portalClient } from '../../../api/client';

/** POST /customer/auth/two_factor_code/email; `tenant` only where the host names no office. */
export async function requestTwoFactorCode({ username, tenant }: { username: string; tenant: string | null }): Promise<void> {
  const { error } = await portalClient.POST('/customer/auth/two_factor_code/email', {
    body: { username, scope: 'customer', ...(tenant ? { tenant } : {}) },
  });
  if (error) throw new Error(`two-factor code mail refused: ${error.error.code}`);
}
