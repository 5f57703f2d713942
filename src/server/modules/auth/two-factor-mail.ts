// POST /customer/auth/two_factor_code/email: mails a code to an account whose sign-in passed the
// password in the last minutes, and only to the holder of that sign-in's ticket. The answer is the
// same whether or not a mail went out. Requests count per (account, address) and per address,
// never per account alone: a stranger who knows the username must not keep the owner's code
// from coming (issue 26, decision record 005).
import { findAccount } from '../../auth/accounts';
import { factorPolicy } from '../../auth/factor-policy';
import { bodyTenant, officeOfCall } from '../../auth/office';
import { addressKey, pairKey, Throttle } from '../../auth/throttle';
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
    const keys = [pairKey('code', office.id, body.username, request.ip), addressKey('code', request.ip)];
    if (await throttle.locked(keys)) throw tooManyAttempts();
    await throttle.record(keys);
    const account = await findAccount(db, office.id, body.username);
    const code =
      account && body.ticket && factorPolicy(office).accepted.includes('email')
        ? await issueCode(db, config.sessionSecret, { tenantId: office.id, customerId: account.id }, body.ticket, config.clock())
        : null;
    if (account && code) {
      await mailAccount(mailer, office, account, (texts, to) => texts.twoFactorCode(to, code, CODE_TTL_MS / 60_000));
    }
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
