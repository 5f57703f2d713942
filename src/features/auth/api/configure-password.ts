import { portalClient } from '../../../api/client';
import type { ActivationResult } from '../activation.machine';

/** POST /customer/auth/configure/password: an activation number → a registration token. */
export async function configurePassword({ number, tenant }: { number: string; tenant: string | null }): Promise<ActivationResult> {
  const { data, error, response } = await portalClient.POST('/customer/auth/configure/password', {
    body: { number, ...(tenant ? { tenant } : {}) },
  });
  if (data) return { kind: 'found', token: data.token };
  if (response.status === 404 && error.error.code === 'account_not_found') return { kind: 'notFound' };
  throw new Error(`activation failed: ${response.status}`);
}
