import { proxyClient } from '../../../api/client';
import type { Credentials, LoginAnswer } from '../login.machine';

/** POST /proxy/auth/login. Refusals are answers for the login machine to read, not exceptions. */
export async function login(credentials: Credentials): Promise<LoginAnswer> {
  const { data, error, response } = await proxyClient.POST('/auth/login', { body: { ...credentials, scope: 'customer' } });
  if (data) return { kind: 'success', tokens: data };
  return { kind: 'failure', failure: { status: response.status, body: error } };
}
