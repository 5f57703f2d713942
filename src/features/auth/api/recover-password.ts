import { portalClient } from '../../../api/client';

/** POST /customer/auth/recover/password: a reset mail whose link opens the portal of office `portal`. */
export async function recoverPassword(request: { username: string; portal: string }): Promise<void> {
  const { error } = await portalClient.POST('/customer/auth/recover/password', { body: request });
  if (error) throw new Error(`recovery refused: ${error.error.code}`);
}
