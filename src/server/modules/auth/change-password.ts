// POST /customer/auth/change/password: the signed-in customer's new password, after the current
// one. Wrong current passwords count per account (only a holder of its access token can try), so
// a copied access token cannot be used to guess the password; other sessions end when it changes.
// It needs step-up (issue 39), asked before the current password, and the change is mailed.
import { accountById } from '../../auth/accounts';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeSessions } from '../../auth/sessions';
import { requireStepUp } from '../../auth/step-up';
import { accountKey, addressKey, Throttle } from '../../auth/throttle';
import { HttpError, tooManyAttempts, unauthorized } from '../../http-error';
import { mailSecurityChange } from '../../mail/security-mail';
import type { PortalHandlers } from '../types';

export const changePasswordHandlers = {
  postChangePassword: async ({ body, request }, context) => {
    const { accounts: db, tenant, customer, sessions, sessionId } = context;
    if (body.new_password !== body.new_password_confirmation) {
      throw new HttpError(400, 'new_password_equal', 'The confirmation differs from the new password', [
        { field: 'body.new_password_confirmation', code: 'new_password_equal', message: 'must equal new_password' },
      ]);
    }
    await requireStepUp(db, { tenantId: tenant.id, sessionId }, context.config.clock());
    const account = await accountById(db, tenant.id, customer.customerId);
    if (!account) throw unauthorized('The session has ended');
    const throttle = new Throttle(db, context.config.clock);
    const ofAccount = accountKey('change', tenant.id, account.username);
    const keys = [ofAccount, addressKey('change', request.ip)];
    if (await throttle.locked(keys)) throw tooManyAttempts();
    if (!(await verifyPassword(body.current_password, account.password_hash ?? (await decoyHash())))) {
      await throttle.record(keys);
      throw new HttpError(403, 'password_changeError', 'The current password is wrong');
    }
    const passwordHash = await hashPassword(body.new_password);
    await db.updateTable('customers').set({ password_hash: passwordHash }).where('tenant_id', '=', tenant.id).where('id', '=', account.id).execute();
    await revokeSessions(db, sessions, { tenantId: tenant.id, customerId: account.id, except: sessionId }, context.config.clock());
    await throttle.clear([ofAccount]);
    await mailSecurityChange(db, context.mailer, tenant, account.id, 'password_changed');
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
