import { proxyClient } from '../../../api/client';
import { tokensFromAnswer, type AccessTokens, type RefreshOutcome } from '../../../api/token-store';

/**
 * POST /proxy/auth/refresh. 400/401 mean the refresh token is gone for good; no answer or a 5xx
 * may pass, so the session is kept for a later try.
 */
export async function refreshTokens(tokens: AccessTokens): Promise<RefreshOutcome> {
  try {
    const { data, response } = await proxyClient.POST('/auth/refresh', { body: { tenant: tokens.tenant, token: tokens.refreshToken } });
    if (data) return { kind: 'refreshed', tokens: tokensFromAnswer(data, tokens.tenant) };
    return response.status >= 500 || response.status === 429 ? { kind: 'unavailable' } : { kind: 'rejected' };
  } catch {
    return { kind: 'unavailable' };
  }
}
