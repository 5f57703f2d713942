import { useMemo } from 'react';
import { downloadAttachment, fetchAttachmentBlob } from './attachment-blob';
import { useMarkSeen, type SeenModel } from './mark-seen';

/**
 * The calls the shared `useOpenedItem` (src/ui/opened-item.tsx) is given by the lists that open
 * items: mark an opened item seen, and fetch or save a mail's files.
 */
export function useOpenedItemCalls() {
  const { mutate } = useMarkSeen();
  return useMemo(
    () => ({
      markSeen: (model: SeenModel, id: number) => mutate({ model, id }),
      attachments: { fetch: fetchAttachmentBlob, download: downloadAttachment },
    }),
    [mutate],
  );
}
