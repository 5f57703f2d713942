// POST /customer/auth/recover/password: mails a reset link (or, to an account that has no password
// yet, its registration link), built from the office's configured address. An unknown username
// gets the same answer, and the same throttle, as a known one.
import { findAccount } from '../../auth/accounts';
import { issueAccountToken, LINK_PARAMETER, TOKEN_TTL_MS } from '../../auth/account-tokens';
import { officeOfCall } from '../../auth/office';
import { accountKey, addressKey, Throttle } from '../../auth/throttle';
import { tooManyAttempts } from '../../http-error';
import { mailAccount } from '../../mail/account-mail';
import { portalLink } from '../../mail/links';
import type { PortalHandlers } from '../types';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export const recoveryHandlers = {
  postRecoverPassword: async ({ body, request }, context) => {
    const { accounts: db, config, mailer } = context;
    const office = await officeOfCall(context, { value: body.portal, by: 'code', field: 'body.portal' });
    const throttle = new Throttle(db, config.clock);
    const keys = [accountKey('recovery', office.id, body.username), addressKey('recovery', request.ip)];
    if (await throttle.locked(keys)) throw tooManyAttempts();
    await throttle.record(keys);
    const account = await findAccount(db, office.id, body.username);
    if (account) {
      const purpose = account.password_hash ? 'reset' : 'register';
      const token = await issueAccountToken(db, { tenantId: office.id, customerId: account.id }, purpose);
      const link = portalLink(config.portalUrlTemplate, office.name, LINK_PARAMETER[purpose], token);
      await mailAccount(mailer, office, account, (texts, to) =>
        purpose === 'reset' ? texts.resetPassword(to, link, TOKEN_TTL_MS.reset / HOUR_MS) : texts.register(to, link, TOKEN_TTL_MS.register / DAY_MS),
      );
    }
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
