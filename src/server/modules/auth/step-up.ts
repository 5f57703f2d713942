// Step-up (issue 39, decision record 057): the signed-in customer proves a second factor again,
// with the app's code or a code mailed for it, and may make security changes for five minutes.
// Wrong codes and code mails count per account: only the holder of a session can try.
import { accountById } from '../../auth/accounts';
import { factorPolicy } from '../../auth/factor-policy';
import { redeemAppCode } from '../../auth/second-factors';
import { markProven } from '../../auth/step-up';
import { accountKey, Throttle } from '../../auth/throttle';
import { CODE_TTL_MS, issueCode, markPasswordChecked, redeemCode } from '../../auth/two-factor';
import { HttpError, tooManyAttempts, unauthorized } from '../../http-error';
import { mailAccount } from '../../mail/account-mail';
import type { PortalHandlers } from '../types';

const notAccepted = () => new HttpError(403, 'factor_not_accepted', 'The office does not accept this factor');

export const stepUpHandlers = {
  postStepUp: async ({ body }, context) => {
    const { accounts: db, tenant, customer, config, sessionId } = context;
    const account = await accountById(db, tenant.id, customer.customerId);
    if (!account) throw unauthorized('The session has ended');
    if (!factorPolicy(tenant).accepted.includes(body.factor)) throw notAccepted();
    const throttle = new Throttle(db, config.clock);
    const keys = [accountKey('step_up', tenant.id, account.username)];
    if (await throttle.locked(keys)) throw tooManyAttempts();
    const owner = { tenantId: tenant.id, customerId: account.id };
    const now = config.clock();
    const right =
      body.factor === 'app'
        ? await redeemAppCode(db, config.sessionSecret, owner, body.code, now)
        : await redeemCode(db, config.sessionSecret, owner, body.code, now);
    if (!right) {
      await throttle.record(keys);
      throw new HttpError(403, 'step_up_code_wrong', 'The code is wrong, used or expired');
    }
    await throttle.clear(keys);
    const until = await markProven(db, { tenantId: tenant.id, sessionId }, now);
    return { proven_until: until.toISOString() };
  },
  postStepUpCode: async (_input, context) => {
    const { accounts: db, tenant, customer, config, mailer } = context;
    const account = await accountById(db, tenant.id, customer.customerId);
    if (!account) throw unauthorized('The session has ended');
    if (!factorPolicy(tenant).accepted.includes('email')) throw notAccepted();
    const throttle = new Throttle(db, config.clock);
    // Every request counts: each sends a mail.
    const keys = [accountKey('code', tenant.id, account.username)];
    if (await throttle.locked(keys)) throw tooManyAttempts();
    await throttle.record(keys);
    // The session stands in for the password a sign-in's ticket proves; a sign-in waiting for
    // its code at the same time loses that code and asks for another.
    const owner = { tenantId: tenant.id, customerId: account.id };
    const now = config.clock();
    const code = await issueCode(db, config.sessionSecret, owner, await markPasswordChecked(db, config.sessionSecret, owner, now), now);
    if (code) await mailAccount(mailer, tenant, account, (texts, to) => texts.twoFactorCode(to, code, CODE_TTL_MS / 60_000));
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
