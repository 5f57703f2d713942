// Password and two-factor flows of a customer account (core §7, advice §7).
import type { PortalHandlers } from '../types';
import { changePasswordHandlers } from './change-password';
import { passwordTokenHandlers } from './password-tokens';
import { recoveryHandlers } from './recovery';
import { twoFactorMailHandlers } from './two-factor-mail';

export const authHandlers = {
  ...changePasswordHandlers,
  ...passwordTokenHandlers,
  ...recoveryHandlers,
  ...twoFactorMailHandlers,
} satisfies Partial<PortalHandlers>;
