// Password and two-factor flows of a customer account (core §7, advice §7), second factors and
// step-up, passkeys (issue 39).
import type { PortalHandlers } from '../types';
import { changePasswordHandlers } from './change-password';
import { passkeyHandlers } from './passkeys';
import { passwordTokenHandlers } from './password-tokens';
import { recoveryHandlers } from './recovery';
import { secondFactorHandlers } from './second-factors';
import { stepUpHandlers } from './step-up';
import { twoFactorMailHandlers } from './two-factor-mail';

export const authHandlers = {
  ...changePasswordHandlers,
  ...passkeyHandlers,
  ...passwordTokenHandlers,
  ...recoveryHandlers,
  ...secondFactorHandlers,
  ...stepUpHandlers,
  ...twoFactorMailHandlers,
} satisfies Partial<PortalHandlers>;
