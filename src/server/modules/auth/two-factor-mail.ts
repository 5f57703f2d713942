// POST /customer/auth/two_factor_code/email: mails a code to an account whose sign-in passed the
// password in the last minutes. The answer is the same whether or not a mail went out.
import { findAccount } from '../../auth/accounts';
import { bodyTenant, officeOfCall } from '../../auth/office';
import { accountKey, addressKey, Throttle } from '../../auth/throttle';
import { CODE_TTL_MS, issueCode } from '../../auth/two-factor';
import { tooManyAttempts } from '../../http-error';
import { mailAccount } from '../../mail/account-mail';
import type { PortalHandlers } from '../types';

export const twoFactorMailHandlers = {
  postTwoFactorCodeEmail: async ({ body, request }, context) => {
    const { accounts: db, config, mailer } = context;
    const office = await officeOfCall(context, bodyTenant(body.tenant));
    const throttle = new Throttle(db, config.clock);
    // Every request counts, not only failed ones: each may send a mail.
    const keys = [accountKey('code', office.id, body.username), addressKey('code', request.ip)];
    if (await throttle.locked(keys)) throw tooManyAttempts();
    await throttle.record(keys);
    const account = await findAccount(db, office.id, body.username);
    const code = account?.two_factor ? await issueCode(db, config.sessionSecret, account.id) : null;
    if (account && code) {
      await mailAccount(mailer, office, account, (texts, to) => texts.twoFactorCode(to, code, CODE_TTL_MS / 60_000));
    }
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
