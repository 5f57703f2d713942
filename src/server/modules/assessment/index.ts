// Retrieving mortgage and pension data from an outside inventory service (advice §2 portaal): a
// one-time token for the customer or the partner, and the portal invitation.
import { addressee, render, textsFor } from '../../mail/messages';
import { notFound } from '../../http-error';
import { newToken, type Person } from '../../inventory/tokens';
import type { CustomerContext } from '../../contract/handlers';
import type { PortalHandlers } from '../types';

async function issueToken({ customer, config }: CustomerContext, person: Person, type: string) {
  if (person === 'partner') {
    const { family } = await customer.profile();
    if (!(family as { partner?: unknown }).partner) throw notFound();
  }
  const { token, token_hash, expires_at } = newToken(config.clock());
  await customer.insertAssessmentToken({ person, type, token_hash, expires_at });
  return { token };
}

export const assessmentHandlers = {
  postAssessmentToken: async ({ body }, context) => issueToken(context, 'customer', body.type),
  postPartnerAssessmentToken: async ({ body }, context) => issueToken(context, 'partner', body.type),
  postPortalInvitation: async ({ body }, { customer, tenant, mailer, config }) => {
    await customer.mergeProfile({ last_submitted_portal_invitation_date: config.clock().toISOString() });
    if (body.send_email) {
      const account = await customer.profile();
      const to = addressee(account, tenant);
      const link = `${config.portalUrlTemplate.replace('{office}', tenant.name)}/portaal/${body.type}`;
      // The invitation text is Dutch only: the mail templates of the sign-in flows hold no such text yet.
      const mail = render(textsFor(account.language), to, {
        subject: `Gegevens ophalen voor ${to.office}`,
        blocks: [`Haal ${to.formal ? 'uw' : 'je'} hypotheek-, inkomens- en pensioengegevens op via het klantportaal:`, { link }],
      });
      await mailer.send({ ...mail, tenantId: tenant.id, to: account.username });
    }
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
