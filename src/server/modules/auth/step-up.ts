// Step-up (issue 39, decision record 057): the signed-in customer proves a second factor again,
// with the app's code, a code mailed for it or one of their passkeys, and may make security
// changes for five minutes.
// Wrong codes and code mails count per account: only the holder of a session can try.
import { accountById } from '../../auth/accounts';
import { factorPolicy, type AcceptedFactor } from '../../auth/factor-policy';
import type { Owner } from '../../auth/passkey-store';
import { requestOptions, verifyAssertion } from '../../auth/passkeys';
import { redeemAppCode } from '../../auth/second-factors';
import { markProven } from '../../auth/step-up';
import { accountKey, Throttle } from '../../auth/throttle';
import { CODE_TTL_MS, issueCode, markPasswordChecked, redeemCode } from '../../auth/two-factor';
import { HttpError, tooManyAttempts, unauthorized } from '../../http-error';
import { mailAccount } from '../../mail/account-mail';
import type { CustomerContext } from '../../contract/handlers';
import type { PortalHandlers } from '../types';

const notAccepted = () => new HttpError(403, 'factor_not_accepted', 'The office does not accept this factor');

/**
 * Proves a step-up with `check` (the factor's own test): refused while the account's wrong answers
 * lock it, a wrong answer counted and refused with `wrong`, a right one marks the session proven.
 */
async function proveWith(context: CustomerContext, factor: AcceptedFactor, wrong: string, check: (owner: Owner, now: Date) => Promise<boolean>) {
  const { accounts: db, tenant, customer, config, sessionId } = context;
  const account = await accountById(db, tenant.id, customer.customerId);
  if (!account) throw unauthorized('The session has ended');
  if (!factorPolicy(tenant).accepted.includes(factor)) throw notAccepted();
  const throttle = new Throttle(db, config.clock);
  const keys = [accountKey('step_up', tenant.id, account.username)];
  if (await throttle.locked(keys)) throw tooManyAttempts();
  const now = config.clock();
  if (!(await check({ tenantId: tenant.id, customerId: account.id }, now))) {
    await throttle.record(keys);
    throw new HttpError(403, wrong, 'The second factor was not proven');
  }
  await throttle.clear(keys);
  const until = await markProven(db, { tenantId: tenant.id, sessionId }, now);
  return { proven_until: until.toISOString() };
}

export const stepUpHandlers = {
  postStepUp: async ({ body }, context) => {
    const { accounts: db, config } = context;
    return proveWith(context, body.factor, 'step_up_code_wrong', (owner, now) =>
      body.factor === 'app' ? redeemAppCode(db, config.sessionSecret, owner, body.code, now) : redeemCode(db, config.sessionSecret, owner, body.code, now),
    );
  },
  postStepUpPasskeyOptions: async (_input, context) => {
    const { accounts: db, tenant, customer, config } = context;
    if (!factorPolicy(tenant).accepted.includes('passkey')) throw notAccepted();
    return requestOptions(db, config, tenant, customer.customerId, config.clock());
  },
  postStepUpPasskey: async ({ body }, context) => {
    const { accounts: db, tenant, config } = context;
    return proveWith(
      context,
      'passkey',
      'step_up_passkey_wrong',
      async (owner, now) => (await verifyAssertion(db, config, tenant, owner.customerId, body.credential, now)) !== null,
    );
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
