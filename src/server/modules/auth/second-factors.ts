// The signed-in customer's second factors (issue 39, decision record 057): setting up and removing
// an authenticator app, and recovery codes. Adding or removing a factor and a new set of codes
// need step-up; each is mailed to the customer.
import QRCode from 'qrcode';
import { accountById } from '../../auth/accounts';
import { factorPolicy } from '../../auth/factor-policy';
import { appState, beginAppSetup, hasConfirmedApp, recoveryCodesLeft, redeemAppCode, removeApp, replaceRecoveryCodes } from '../../auth/second-factors';
import { ownCredentials } from '../../auth/passkey-store';
import { markProven, provenUntil, requireStepUp } from '../../auth/step-up';
import { accountKey, Throttle } from '../../auth/throttle';
import { appUri } from '../../auth/totp';
import type { CustomerContext } from '../../contract/handlers';
import { HttpError, notFound, tooManyAttempts, unauthorized } from '../../http-error';
import { addressee } from '../../mail/messages';
import type { PortalHandlers } from '../types';
import { mailSecurityChange } from '../../mail/security-mail';

const ownerOf = ({ tenant, customer }: CustomerContext) => ({ tenantId: tenant.id, customerId: customer.customerId });
const sessionOf = ({ tenant, sessionId }: CustomerContext) => ({ tenantId: tenant.id, sessionId });

async function signedInAccount(context: CustomerContext) {
  const account = await accountById(context.accounts, context.tenant.id, context.customer.customerId);
  if (!account) throw unauthorized('The session has ended');
  return account;
}

export const secondFactorHandlers = {
  getSecondFactors: async (_input, context) => {
    const { accounts: db, tenant } = context;
    const account = await signedInAccount(context);
    const policy = factorPolicy(tenant);
    const until = await provenUntil(db, sessionOf(context));
    return {
      app: await hasConfirmedApp(db, ownerOf(context)),
      email: account.two_factor,
      passkey: (await ownCredentials(db, ownerOf(context))).length > 0,
      recovery_codes_left: await recoveryCodesLeft(db, ownerOf(context)),
      accepted: policy.accepted,
      stronger_required: policy.strongerRequired,
      proven_until: until && until > context.config.clock() ? until.toISOString() : null,
    };
  },
  postAppSetup: async (_input, context) => {
    const { accounts: db, tenant, config } = context;
    if (!factorPolicy(tenant).accepted.includes('app')) throw new HttpError(403, 'factor_not_accepted', 'The office does not accept authenticator apps');
    await requireStepUp(db, sessionOf(context), config.clock());
    const account = await signedInAccount(context);
    const key = await beginAppSetup(db, config.sessionSecret, ownerOf(context), config.clock());
    if (!key) throw new HttpError(409, 'app_exists', 'An authenticator app is already set up');
    const uri = appUri(key, addressee(account, tenant).office, account.username);
    return { key, uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
  },
  postAppConfirm: async ({ body }, context) => {
    const { accounts: db, tenant, config, mailer } = context;
    const account = await signedInAccount(context);
    const throttle = new Throttle(db, config.clock);
    const keys = [accountKey('step_up', tenant.id, account.username)];
    if (await throttle.locked(keys)) throw tooManyAttempts();
    if ((await appState(db, ownerOf(context))) !== 'pending') throw notFound();
    if (!(await redeemAppCode(db, config.sessionSecret, ownerOf(context), body.code, config.clock(), true))) {
      await throttle.record(keys);
      throw new HttpError(403, 'app_code_wrong', 'The code is wrong or was used');
    }
    await throttle.clear(keys);
    await markProven(db, sessionOf(context), config.clock());
    const codes = await replaceRecoveryCodes(db, config.sessionSecret, ownerOf(context));
    await mailSecurityChange(db, mailer, tenant, account.id, 'app_added');
    return { codes };
  },
  deleteApp: async (_input, context) => {
    const { accounts: db, tenant, config, mailer } = context;
    await requireStepUp(db, sessionOf(context), config.clock());
    // The office's requirement holds: the customer would be walked through setting it up again.
    if (factorPolicy(tenant).strongerRequired) throw new HttpError(409, 'app_required', 'The office requires an authenticator app');
    if (!(await removeApp(db, ownerOf(context)))) throw notFound();
    await mailSecurityChange(db, mailer, tenant, context.customer.customerId, 'app_removed');
    return { success: true };
  },
  postRecoveryCodes: async (_input, context) => {
    const { accounts: db, tenant, config, mailer } = context;
    await requireStepUp(db, sessionOf(context), config.clock());
    const account = await signedInAccount(context);
    if (!account.two_factor && !(await hasConfirmedApp(db, ownerOf(context)))) {
      throw new HttpError(409, 'no_second_factor', 'Recovery codes stand in for a second factor, and there is none');
    }
    const codes = await replaceRecoveryCodes(db, config.sessionSecret, ownerOf(context));
    await mailSecurityChange(db, mailer, tenant, account.id, 'recovery_codes_renewed');
    return { codes };
  },
} satisfies Partial<PortalHandlers>;
