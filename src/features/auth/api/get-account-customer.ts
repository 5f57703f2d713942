import type { components } from '../../../../generated/portal';
import { portalClient } from '../../../api/client';

export type AccountCustomer = Pick<components['schemas']['Customer'], 'id' | 'full_name' | 'username' | 'avatar'>;

/** GET /customer/customer with the avatar: who a fresh token belongs to, for the saved accounts. */
export async function getAccountCustomer(): Promise<AccountCustomer> {
  const { data, response } = await portalClient.GET('/customer/customer', { params: { query: { include: 'avatar' } } });
  if (!data) throw new Error(`customer not loaded: ${response.status}`);
  return { id: data.id, full_name: data.full_name, username: data.username, avatar: data.avatar ?? null };
}
