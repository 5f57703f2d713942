// The calls around the tokens of the password links: activation by number (which hands out a
// registration token), checking a token, its username, and setting the password with it. Tokens
// and activation numbers are guessed only by trying: misses count against the caller's address.
import { findByActivationNumber } from '../../auth/accounts';
import { findAccountToken, issueAccountToken, spendAccountToken, voidAccountTokens } from '../../auth/account-tokens';
import { bodyTenant, officeOfCall } from '../../auth/office';
import { hashPassword } from '../../auth/passwords';
import { revokeSessions } from '../../auth/sessions';
import { pairKey, Throttle } from '../../auth/throttle';
import { throttledLookup } from '../../auth/throttled-lookup';
import { insertEvent } from '../../events/outbox';
import { HttpError, notFound } from '../../http-error';
import { mailSecurityChange } from '../../mail/security-mail';
import type { PortalHandlers } from '../types';

const invalidToken = () => new HttpError(403, 'login_error_token', 'The link is unknown, used or expired');

export const passwordTokenHandlers = {
  postConfigurePassword: async ({ body, request }, context) => {
    const db = context.accounts;
    const office = await officeOfCall(context, bodyTenant(body.tenant));
    const account = await throttledLookup(db, context.config.clock, request.ip, () => findByActivationNumber(db, office.id, body.number));
    if (!account) throw new HttpError(404, 'account_not_found', 'No account matches this activation number');
    const token = await issueAccountToken(db, { tenantId: office.id, customerId: account.id }, 'register', context.config.clock());
    return { token, username: account.username };
  },
  postValidateToken: async ({ body, request }, context) => {
    const db = context.accounts;
    const office = await officeOfCall(context, bodyTenant(body.tenant));
    const token = await throttledLookup(db, context.config.clock, request.ip, () => findAccountToken(db, office.id, body.token, context.config.clock()));
    if (!token) return { valid: false };
    return body.include === 'username' ? { valid: true, username: token.username } : { valid: true };
  },
  postUsernameByToken: async ({ body, request }, context) => {
    const db = context.accounts;
    const office = await officeOfCall(context, bodyTenant(body.tenant));
    const token = await throttledLookup(db, context.config.clock, request.ip, () => findAccountToken(db, office.id, body.token, context.config.clock()));
    if (!token) throw notFound();
    return { username: token.username };
  },
  postResetPassword: async ({ body, request }, context) => {
    const db = context.accounts;
    const office = await officeOfCall(context, bodyTenant(body.tenant));
    const token = await throttledLookup(db, context.config.clock, request.ip, () => findAccountToken(db, office.id, body.token, context.config.clock()));
    if (!token) throw invalidToken();
    const passwordHash = await hashPassword(body.password);
    const now = context.config.clock();
    const set = await db.transaction().execute(async (trx) => {
      // Another request may have used the token while the password was hashed.
      if (!(await spendAccountToken(trx, office.id, token.id, now))) return false;
      await trx
        .updateTable('customers')
        .set({ password_hash: passwordHash, activation_number_hash: null })
        .where('tenant_id', '=', office.id)
        .where('id', '=', token.customer_id)
        .execute();
      await voidAccountTokens(trx, { tenantId: office.id, customerId: token.customer_id }, now);
      if (token.purpose === 'register') await insertEvent(trx, office.id, token.customer_id, { type: 'account.activated' }, now);
      return true;
    });
    if (!set) throw invalidToken();
    // Whoever knew the old password is signed out; the owner of the mailbox may sign in at once.
    await revokeSessions(db, context.sessions, { tenantId: office.id, customerId: token.customer_id }, now);
    await new Throttle(db, context.config.clock).clear([pairKey('login', office.id, token.username, request.ip)]);
    if (token.purpose === 'reset') await mailSecurityChange(db, context.mailer, office, token.customer_id, 'password_changed');
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
