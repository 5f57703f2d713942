// A message from the customer to the office: the text and its attachments are stored together
// (attachments of an allowed type; their 2 MB each, core §5, is the contract's x-max-file-bytes,
// enforced while the upload streams in), then the office gets a mail.
import type { UploadedFile } from '../../contract/multipart';
import type { CustomerContext } from '../../contract/handlers';
import type { CustomerEvent } from '../../events/outbox';
import { render, textsFor } from '../../mail/messages';
import { preparedFile } from '../documents/upload';

export interface Message {
  message: string;
  category?: string;
  subject?: string;
  screen?: string;
  task_status?: string;
}

const categoryNames: Record<string, string> = {
  scenarios: 'Scenario’s',
  refinance: 'Oversluiten',
  maximum_mortgage: 'Maximale hypotheek',
  sustainability: 'Verduurzamen',
  account: 'Account opheffen',
  anders: 'Anders',
};

const CONTACT_TAG = 'contact_formulier';

/**
 * The message as the office's mail shows it. The contact form's text carries the spec's tag and
 * its fields in machine form ("contact_formulier", "category: sustainability", "subject: ...") for
 * the record; the mail says the same in words (the category is already its own line).
 */
export function mailText(message: string): string[] {
  const [tag, ...rest] = message.split('\n');
  if (tag?.trim() !== CONTACT_TAG) return [message];
  const fields = new Map<string, string>();
  while (rest.length > 0 && /^(category|subject):/.test(rest[0]!)) {
    const [name, ...value] = rest.shift()!.split(':');
    fields.set(name!, value.join(':').trim());
  }
  const subject = fields.get('subject');
  return ['Via het contactformulier', ...(subject ? [`Onderwerp: ${subject}`] : []), rest.join('\n').trim()];
}

/** Where the office reads customer messages: its contact address, else the advisor's. */
export function officeAddress(settings: Record<string, unknown>, profile: Record<string, unknown>): string | null {
  if (settings.use_contact_email !== false && typeof settings.contact_email === 'string') return settings.contact_email;
  const advisor = profile.advisor as { email?: unknown } | undefined;
  return typeof advisor?.email === 'string' ? advisor.email : null;
}

/** A message answering a task with a done status is the task done; any other is a message sent. */
const messageEvent = (id: number, body: Message, attachments: number): CustomerEvent =>
  body.task_status === 'done'
    ? { type: 'task.done', record: id, data: { screen: body.screen ?? null } }
    : { type: 'message.sent', record: id, data: { screen: body.screen ?? null, category: body.category ?? null, attachments } };

export async function sendMessage(body: Message, files: UploadedFile[], { customer, tenant, mailer, config }: CustomerContext) {
  const attachments = files.filter((file) => file.field === 'attachments');
  const prepared = await Promise.all(attachments.map((file) => preparedFile(file, file.filename)));
  const messageId = await customer.transaction(async (scope) => {
    const id = await scope.insertMessage({
      category: body.category ?? null,
      subject: body.subject ?? null,
      message: body.message,
      screen: body.screen ?? null,
      task_status: body.task_status ?? null,
    });
    for (const file of prepared) {
      await scope.insertDocument({ ...file, category: 'klanten', deletable: false, data: { message_id: id }, idempotency_key: null });
    }
    await scope.recordEvent(messageEvent(id, body, prepared.length), config.clock());
    return id;
  });
  const { profile, username } = await customer.profile();
  const to = officeAddress(tenant.settings, profile);
  if (!to) return messageId;
  const customerName = typeof profile.full_name === 'string' ? profile.full_name : username;
  const subject = `Bericht van ${customerName}${body.subject ? `: ${body.subject}` : ''}`;
  const lines = [
    body.category ? `Categorie: ${categoryNames[body.category] ?? body.category}` : null,
    `Klant: ${customerName} (${username})`,
    ...mailText(body.message),
    prepared.length ? `Bijlagen in het klantdossier: ${prepared.map((file) => file.name).join(', ')}` : null,
  ].filter((line): line is string => line !== null);
  const officeName = typeof tenant.settings.full_name === 'string' ? tenant.settings.full_name : tenant.name;
  await mailer.send({
    ...render(textsFor('nl'), { office: 'Klantportaal', name: officeName, formal: true }, { subject, blocks: lines }),
    tenantId: tenant.id,
    to,
  });
  return messageId;
}
