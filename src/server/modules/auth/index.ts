// Password and two-factor flows of a customer account: built by the sign-in issue.
import { notImplemented } from '../../contract/handlers';
import type { PortalHandlers } from '../types';

export const authHandlers = {
  postChangePassword: notImplemented,
  postResetPassword: notImplemented,
  postRecoverPassword: notImplemented,
  postTwoFactorCodeEmail: notImplemented,
  postConfigurePassword: notImplemented,
  postValidateToken: notImplemented,
  postUsernameByToken: notImplemented,
} satisfies Partial<PortalHandlers>;
