// The login flow's calls, which the hook (use-login.ts) provides; called unprovided, each throws.
import { unprovided } from '../../lib/unprovided';
import type { ChooseOutcome, CodeRequest, Credentials, LoginAnswer, SignInTokens } from './login-types';

export const loginActors = {
  /** Office code → sub-domain (GET /proxy/tenant/code/{code}); throws when unknown. */
  resolveTenantCode: unprovided<string, { code: string }>('resolveTenantCode'),
  login: unprovided<LoginAnswer, Credentials>('login'),
  /** A passkey sign-in on the office's sub-domain (issue 39): the tokens, or null when the customer or the server said no. */
  passkeySignIn: unprovided<SignInTokens | null, { tenant: string }>('passkeySignIn'),
  requestCode: unprovided<void, CodeRequest>('requestCode'),
  recover: unprovided<void, { username: string; portal: string }>('recover'),
  /** Hands the tokens to the session: identifies the customer and saves the account. */
  startSession: unprovided<void, { tokens: SignInTokens; tenant: string; tenantCode: string | null }>('startSession'),
  chooseAccount: unprovided<ChooseOutcome, { accountId: string }>('chooseAccount'),
};
