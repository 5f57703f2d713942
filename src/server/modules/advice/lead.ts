// "Ask the advisor": the lead of a calculator's thanks step. Sent from the portal with the bearer
// token it is the signed-in customer's: a task in their own record and a mail to the office. Sent
// without one (the office's public website widget) nobody has proven who they are, so the lead
// only reaches the office, marked as such: the typed e-mail address never picks a record, or anyone
// could file requests in a customer's (issue 26). Both are limited (lead-limits.ts).
import type { components } from '../../../../generated/advice';
import type { OptionalContext } from '../../contract/handlers';
import { HttpError } from '../../http-error';
import { render, textsFor } from '../../mail/messages';
import type { TenantRow } from '../../tenants';
import { officeAddress } from '../correspondence/message';
import { admitLead } from './lead-limits';

type Lead = components['schemas']['Lead'];

const subjects = { scenarios: 'Adviesaanvraag scenario’s', refinance: 'Adviesaanvraag oversluiten' } as const;

export async function passLead(kind: keyof typeof subjects, lead: Lead, lines: string[], office: TenantRow, context: OptionalContext, ip: string) {
  const { signedIn } = context;
  if (signedIn && signedIn.tenant.id !== office.id) {
    throw new HttpError(403, 'advice_other_office', 'The api_key belongs to another office than the signed-in customer');
  }
  await admitLead(office, context, ip);
  const name = [lead.first_name, lead.insertion, lead.last_name].filter(Boolean).join(' ');
  const sender = signedIn ? 'Ingelogde klant (klantportaal)' : 'Niet ingelogd (website); naam, telefoon en e-mail zijn niet gecontroleerd';
  const body = [`Afzender: ${sender}`, `Klant: ${name}`, `Telefoon: ${lead.phone_number}`, `E-mail: ${lead.email_address}`, ...lines];
  let profile: Record<string, unknown> = {};
  if (signedIn) {
    const { customer } = signedIn;
    const id = await customer.insertMessage({ category: kind, subject: subjects[kind], message: body.join('\n'), screen: kind, task_status: 'open' });
    await customer.recordEvent({ type: 'advice.lead', record: id, data: { calculator: kind } }, context.config.clock());
    profile = (await customer.profile()).profile as Record<string, unknown>;
  }
  const to = officeAddress(office.settings, profile);
  // Without an address at the office nobody would ever see the request: say so instead of pretending.
  if (!to) throw new HttpError(422, 'request_error', 'The office has no address to receive advice requests');
  const officeName = typeof office.settings.full_name === 'string' ? office.settings.full_name : office.name;
  await context.mailer.send({
    ...render(textsFor('nl'), { office: 'Klantportaal', name: officeName, formal: true }, { subject: `${subjects[kind]}: ${name}`, blocks: body }),
    tenantId: office.id,
    to,
  });
}
