// POST /customer/task/message/: JSON when there are no attachments, multipart with `attachments`
// files otherwise (core §7). A 413 (message_error_file_size) is the size refusal the send machine
// shows on its own; any other failure is a failed send.
import { portalClient } from '../../api/client';
import type { SendInput, SendOutcome } from './send-message.machine';

function multipart({ fields, files }: SendInput): FormData {
  const form = new FormData();
  form.append('category', fields.category);
  form.append('subject', fields.subject);
  form.append('message', fields.message);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

/** The tag the contact screen's messages carry, so the office can tell them from inbox messages. */
export type MessageTag = 'contact_formulier';

/**
 * The contact form sends one text carrying the tag, category, subject and message (advice §7);
 * the category and subject also go as fields, so the server can file the message.
 */
export function taggedText(fields: SendInput['fields'], tag: MessageTag): string {
  return [`#${tag}`, `category: ${fields.category}`, `subject: ${fields.subject}`, '', fields.message].join('\n');
}

export async function postMessage(input: SendInput, signal?: AbortSignal, tag?: MessageTag): Promise<SendOutcome> {
  const { files } = input;
  const fields = tag ? { ...input.fields, message: taggedText(input.fields, tag) } : input.fields;
  const { error, response } =
    files.length === 0
      ? await portalClient.POST('/customer/task/message/', { body: fields, signal })
      : await portalClient.POST('/customer/task/message/', { body: fields, bodySerializer: () => multipart({ fields, files }), signal });
  if (response.status === 413) return 'tooLarge';
  if (error || !response.ok) throw new Error(`message answered ${response.status}`);
  return 'sent';
}
