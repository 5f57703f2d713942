// The signed-in customer's passkeys (issue 39 item 1, decision record 068): adding one (options,
// then the browser's answer), naming, renaming and removing. Adding and removing need step-up and
// are mailed to the customer; an office that does not accept passkeys lets none be added.
import { accountById } from '../../auth/accounts';
import { factorPolicy } from '../../auth/factor-policy';
import { addPasskey, listPasskeys, passkeyAnswer, removePasskey, renamePasskey } from '../../auth/passkey-store';
import { registrationOptions, verifyRegistration } from '../../auth/passkeys';
import { requireStepUp } from '../../auth/step-up';
import type { CustomerContext } from '../../contract/handlers';
import { HttpError, notFound, unauthorized } from '../../http-error';
import { mailSecurityChange } from '../../mail/security-mail';
import type { PortalHandlers } from '../types';

const ownerOf = ({ tenant, customer }: CustomerContext) => ({ tenantId: tenant.id, customerId: customer.customerId });

/** The office must accept passkeys, and the session must have proved a factor within five minutes. */
async function mayAdd(context: CustomerContext) {
  if (!factorPolicy(context.tenant).accepted.includes('passkey')) throw new HttpError(403, 'factor_not_accepted', 'The office does not accept passkeys');
  await requireStepUp(context.accounts, { tenantId: context.tenant.id, sessionId: context.sessionId }, context.config.clock());
}

export const passkeyHandlers = {
  getPasskeys: async (_input, context) => ({ passkeys: (await listPasskeys(context.accounts, ownerOf(context))).map(passkeyAnswer) }),
  postPasskeyOptions: async (_input, context) => {
    await mayAdd(context);
    const account = await accountById(context.accounts, context.tenant.id, context.customer.customerId);
    if (!account) throw unauthorized('The session has ended');
    const fullName = typeof account.profile.full_name === 'string' && account.profile.full_name ? account.profile.full_name : account.username;
    const user = { name: account.username, displayName: fullName };
    return registrationOptions(context.accounts, context.config, context.tenant, ownerOf(context), user, context.config.clock());
  },
  postPasskey: async ({ body }, context) => {
    const { accounts: db, tenant, config, mailer } = context;
    await mayAdd(context);
    const now = config.clock();
    const verified = await verifyRegistration(db, config, tenant, ownerOf(context), body.credential, now);
    if (!verified) throw new HttpError(400, 'passkey_invalid', 'The passkey could not be verified; begin again');
    const added = await addPasskey(db, ownerOf(context), { ...verified, name: body.name.trim() }, now);
    if (added === 'limit') throw new HttpError(409, 'passkey_limit', 'Ten passkeys are the most one customer can add');
    if (added === 'exists') throw new HttpError(409, 'passkey_exists', 'This passkey is already added');
    await mailSecurityChange(db, mailer, tenant, context.customer.customerId, 'passkey_added');
    return passkeyAnswer(added);
  },
  patchPasskey: async ({ params, body }, context) => {
    const renamed = await renamePasskey(context.accounts, ownerOf(context), params.id, body.name.trim());
    if (!renamed) throw notFound();
    return passkeyAnswer(renamed);
  },
  deletePasskey: async ({ params }, context) => {
    const { accounts: db, tenant, config, mailer } = context;
    await requireStepUp(db, { tenantId: tenant.id, sessionId: context.sessionId }, config.clock());
    if (!(await removePasskey(db, ownerOf(context), params.id))) throw notFound();
    await mailSecurityChange(db, mailer, tenant, context.customer.customerId, 'passkey_removed');
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
