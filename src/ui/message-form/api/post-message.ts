// POST /customer/task/message/: JSON when there are no attachments, multipart with `attachments`
// files otherwise (core §7). A 413 (message_error_file_size) is the size refusal the send machine
// shows on its own; any other failure is a failed send.
import { portalClient } from '../../../api/client';
import { messageText, type MessageTag } from '../contact-text';
import type { SendInput, SendOutcome } from '../send-message.machine';

function multipart({ fields, files }: SendInput): FormData {
  const form = new FormData();
  form.append('category', fields.category);
  form.append('subject', fields.subject);
  form.append('message', fields.message);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

export async function postMessage(sent: SendInput, tag: MessageTag | undefined, signal?: AbortSignal): Promise<SendOutcome> {
  const input = { ...sent, fields: { ...sent.fields, message: messageText(sent.fields, tag) } };
  const { fields, files } = input;
  const { error, response } =
    files.length === 0
      ? await portalClient.POST('/customer/task/message/', { body: fields, signal })
      : await portalClient.POST('/customer/task/message/', { body: fields, bodySerializer: () => multipart(input), signal });
  if (response.status === 413) return 'tooLarge';
  if (error || !response.ok) throw new Error(`message answered ${response.status}`);
  return 'sent';
}
