// "Ask the advisor": the lead of a calculator's thanks step becomes a task for the advisor in the
// customer's record (when the address is one of the office's customers) and a mail to the office.
import type { components } from '../../../../generated/advice';
import type { BaseContext } from '../../contract/handlers';
import { HttpError } from '../../http-error';
import { render, textsFor } from '../../mail/messages';
import type { TenantRow } from '../../tenants';
import { officeAddress } from '../correspondence/message';

type Lead = components['schemas']['Lead'];

const subjects = { scenarios: 'Adviesaanvraag scenario’s', refinance: 'Adviesaanvraag oversluiten' } as const;

export async function passLead(kind: keyof typeof subjects, lead: Lead, lines: string[], office: TenantRow, context: BaseContext) {
  const name = [lead.first_name, lead.insertion, lead.last_name].filter(Boolean).join(' ');
  const body = [`Klant: ${name}`, `Telefoon: ${lead.phone_number}`, `E-mail: ${lead.email_address}`, ...lines];
  const customer = await context.tenantScope(office).customerByEmail(lead.email_address);
  let profile: Record<string, unknown> = {};
  if (customer) {
    await customer.insertMessage({ category: kind, subject: subjects[kind], message: body.join('\n'), screen: kind, task_status: 'open' });
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
