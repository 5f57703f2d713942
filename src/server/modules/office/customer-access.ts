// The office decides who may use the portal (issue 37): it invites a customer (the portal's own
// registration mail), deactivates and reactivates one, and erases one with everything of it
// (decision record 040). Each write and its audit entry are stored in one transaction.
import { TOKEN_TTL_MS, LINK_PARAMETER, issueAccountToken, voidAccountTokens } from '../../auth/account-tokens';
import { revokeSessions } from '../../auth/sessions';
import type { OfficeContext } from '../../contract/handlers';
import { HttpError } from '../../http-error';
import { mailAccount } from '../../mail/account-mail';
import { portalLink } from '../../mail/links';
import type { OfficeHandlers } from '../types';
import { customerByRef, officeCustomer } from './customers';

const DAY_MS = 24 * 60 * 60_000;

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** Sets or clears the customer's deactivation; the same state again changes nothing. */
async function setDeactivation(context: OfficeContext, ref: string, deactivate: boolean) {
  const { customers, row } = await customerByRef(context, ref);
  const owner = { tenantId: row.tenant_id, customerId: row.id };
  if (Boolean(row.deactivated_at) === deactivate) return officeCustomer(row);
  const now = context.config.clock();
  const changed = await customers.audited(context.call, async (trx) => {
    await trx.set(row.id, { deactivated_at: deactivate ? now : null });
    if (deactivate) {
      // Whoever is signed in is out at once, and no password link sent earlier opens it again.
      await voidAccountTokens(trx.db, owner, now);
      await revokeSessions(trx.db, context.sessions, owner, now);
    }
    return { status: 200, value: (await trx.byRef(ref))! };
  });
  context.call.audited = true;
  return officeCustomer(changed);
}

export const customerAccessHandlers = {
  inviteCustomer: async ({ params }, context) => {
    const { customers, row } = await customerByRef(context, params.customer_ref);
    if (row.deactivated_at) throw conflict('customer_deactivated', 'The customer is deactivated');
    if (row.password_hash) throw conflict('customer_already_active', 'The customer has already activated the account');
    const { config, mailer, tenant } = context;
    const now = config.clock();
    const owner = { tenantId: row.tenant_id, customerId: row.id };
    // The link is stored before the mail goes out, and the moment only once it went: a failed
    // mail leaves the customer as it was, and the office may simply invite again.
    const token = await issueAccountToken(customers.db, owner, 'register', now);
    const link = portalLink(config.portalUrlTemplate, tenant.name, LINK_PARAMETER.register, token);
    const account = { ...row, profile: row.profile as Record<string, unknown> };
    await mailAccount(mailer, tenant, account, (texts, to) => texts.register(to, link, TOKEN_TTL_MS.register / DAY_MS));
    await customers.set(row.id, { invited_at: now });
    return officeCustomer({ ...row, invited_at: now });
  },

  deactivateCustomer: async ({ params }, context) => setDeactivation(context, params.customer_ref, true),
  reactivateCustomer: async ({ params }, context) => setDeactivation(context, params.customer_ref, false),

  eraseCustomer: async ({ params }, context) => {
    const { customers, row } = await customerByRef(context, params.customer_ref);
    await customers.audited(context.call, async (trx) => {
      // Revoked first, so this server's cache of open sessions forgets them at once.
      await revokeSessions(trx.db, context.sessions, { tenantId: row.tenant_id, customerId: row.id }, context.config.clock());
      await trx.erase(row.id, row.username);
      return { status: 200, value: null };
    });
    context.call.audited = true;
    return { success: true };
  },
} satisfies Partial<OfficeHandlers>;
