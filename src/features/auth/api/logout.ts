import { proxyClient } from '../../../api/client';

/**
 * POST /proxy/auth/logout: the server revokes the session of the token sent, the current one, or
 * `accessToken` of a saved account being removed from this device.
 */
export async function logout(signal: AbortSignal, accessToken?: string): Promise<void> {
  await proxyClient.POST('/auth/logout', { signal, ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}) });
}
