// The customer's documents: the list grouped by category, and the file itself.
import type { CustomerScope } from '../../db/customer-scope';
import { HttpError, notFound } from '../../http-error';
import type { PortalHandlers, Schemas } from '../types';
import { documentAnswer, fileReply, isDeletable, sectionName } from './document-answer';
import { preparedFile, storeUpload, uploadTarget } from './upload';

/** Types the portal's viewer shows in place; everything else downloads. SVG can carry script. */
const inlineTypes = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain']);

/**
 * The documents a mail shows inside its text (an office's logo): they open with their mail and are
 * no document of the customer's, so the documents list leaves them out.
 */
async function inlineMailParts(customer: CustomerScope): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const mail of await customer.records('mails')) {
    const attachments = (mail.data as { email?: { attachments?: { inline?: unknown; display_link?: unknown }[] } }).email?.attachments ?? [];
    for (const attachment of attachments) {
      const id =
        attachment.inline === true && typeof attachment.display_link === 'string'
          ? /^\/customer\/document\/(\d+)$/.exec(attachment.display_link)?.[1]
          : undefined;
      if (id) ids.add(Number(id));
    }
  }
  return ids;
}

export const documentHandlers = {
  getDocuments: async (_input, { customer, config }) => {
    const grouped: Record<string, Schemas['Document'][]> = {};
    const now = config.clock();
    const inMails = await inlineMailParts(customer);
    for (const row of await customer.documents()) {
      if (inMails.has(row.id)) continue;
      (grouped[sectionName(row.category)] ??= []).push(documentAnswer(row, customer.customerId, now));
    }
    return grouped;
  },
  getDocument: async ({ params }, { customer }) => {
    const row = await customer.document(params.id);
    if (!row) throw notFound();
    return fileReply(row, inlineTypes.has(row.mime_type) ? 'inline' : 'attachment');
  },
  postDocument: async ({ body, files, headers }, { customer, config }) => {
    const file = files.find((candidate) => candidate.field === 'content');
    if (!file) throw new HttpError(400, 'validation_error', 'body.content is required');
    const target = await uploadTarget(customer, body as Record<string, unknown>);
    const prepared = await preparedFile(file, body.name);
    const id = await storeUpload(customer, target, prepared, headers['idempotency-key'] ?? null, config.clock());
    return { success: true, id };
  },
  deleteDocument: async ({ params }, { customer, config }) => {
    const row = await customer.document(params.id);
    if (!row) throw notFound();
    if (!isDeletable(row, config.clock())) throw new HttpError(403, 'document_not_deletable', 'This document can no longer be removed');
    await customer.transaction(async (scope) => {
      await scope.deleteDocument(row.id);
      await scope.recordEvent({ type: 'document.removed', record: row.id }, config.clock());
    });
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
