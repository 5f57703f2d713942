import { portalClient } from '../../../api/client';
import type { CodeRequest } from '../login.machine';

/** POST /customer/auth/two_factor_code/email; `tenant` only where the host names no office, `ticket` from the sign-in's answer. */
export async function requestTwoFactorCode({ username, tenant, ticket }: CodeRequest): Promise<void> {
  const { error } = await portalClient.POST('/customer/auth/two_factor_code/email', {
    body: { username, scope: 'customer', ...(tenant ? { tenant } : {}), ...(ticket ? { ticket } : {}) },
  });
  if (error) throw new Error(`two-factor code mail refused: ${error.error.code}`);
}
