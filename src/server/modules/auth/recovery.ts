// POST /customer/auth/recover/password: mails a reset link (or, to an account that has no password
// yet, its registration link), built from the office's configured address. An unknown username
// gets the same answer, and the same throttle, as a known one. Requests count per (account,
// address) and per address, never per account alone, so a stranger's requests never refuse the
// owner's (issue 26); the mailbox is spared instead by mailing an account at most one link per
// few minutes, the earlier one staying valid.
import { findAccount } from '../../auth/accounts';
import { issueAccountToken, issuedRecently, LINK_PARAMETER, TOKEN_TTL_MS } from '../../auth/account-tokens';
import { officeOfCall } from '../../auth/office';
import { addressKey, pairKey, Throttle } from '../../auth/throttle';
import { tooManyAttempts } from '../../http-error';
import { mailAccount } from '../../mail/account-mail';
import { portalLink } from '../../mail/links';
import type { PortalHandlers } from '../types';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Within this long of a link, a request mails no new one: the link in the mailbox still works. */
export const LINK_RESEND_MS = 5 * 60_000;

export const recoveryHandlers = {
  postRecoverPassword: async ({ body, request }, context) => {
    const { accounts: db, config, mailer } = context;
    const office = await officeOfCall(context, { value: body.portal, by: 'code', field: 'body.portal' });
    const throttle = new Throttle(db, config.clock);
    const keys = [pairKey('recovery', office.id, body.username, request.ip), addressKey('recovery', request.ip)];
    if (await throttle.locked(keys)) throw tooManyAttempts();
    await throttle.record(keys);
    const account = await findAccount(db, office.id, body.username);
    if (!account) return { success: true };
    const purpose = account.password_hash ? 'reset' : 'register';
    const now = config.clock();
    if (await issuedRecently(db, { tenantId: office.id, customerId: account.id }, purpose, LINK_RESEND_MS, now)) return { success: true };
    const token = await issueAccountToken(db, { tenantId: office.id, customerId: account.id }, purpose, now);
    const link = portalLink(config.portalUrlTemplate, office.name, LINK_PARAMETER[purpose], token);
    await mailAccount(mailer, office, account, (texts, to) =>
      purpose === 'reset' ? texts.resetPassword(to, link, TOKEN_TTL_MS.reset / HOUR_MS) : texts.register(to, link, TOKEN_TTL_MS.register / DAY_MS),
    );
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
