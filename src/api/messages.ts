// POST /customer/task/message/ (core §7): JSON when there are no attachments, multipart with
// `attachments` files otherwise. A 413 is the size refusal the send machine shows on its own, told
// apart by its code: one file too large or all of them together; any other failure is a failed send. Shared: the inbox, the contact
// screen and the dashboard's request dialog all send through the one message form of src/ui.
import type { components } from '../../generated/portal';
import { portalClient } from './client';
import { formDataOf, type MultipartFields } from './multipart';
import type { SendOutcome } from './send-message.machine';

export type MessageSubmission = components['schemas']['MessageSubmission'];

export async function postMessage(fields: MessageSubmission, files: readonly File[], signal?: AbortSignal): Promise<SendOutcome> {
  const withFiles: MultipartFields<'/customer/task/message/'> = { ...fields, attachments: [...files] };
  const { error, response } =
    files.length === 0
      ? await portalClient.POST('/customer/task/message/', { body: fields, signal })
      : await portalClient.POST('/customer/task/message/', { body: fields, bodySerializer: () => formDataOf(withFiles), signal });
  if (response.status === 413) return error?.error.code === 'message_error_total_size' ? 'totalTooLarge' : 'tooLarge';
  if (error || !response.ok) throw new Error(`message answered ${response.status}`);
  return 'sent';
}
