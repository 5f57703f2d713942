/**
 * The contact form's one text (core §5, the contract's MessageSubmission): category, subject and
 * message under the tag 'contact_formulier', so the office's task list tells a contact-form
 * message apart. The inbox's messages go as typed.
 */
import type { MessageFields } from './send-message.machine';

export type MessageTag = 'contact_formulier';

export function messageText(fields: MessageFields, tag: MessageTag | undefined): string {
  if (!tag) return fields.message;
  return [tag, `category: ${fields.category}`, `subject: ${fields.subject}`, '', fields.message].join('\n');
}
