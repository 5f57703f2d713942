import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshDossier } from '../shared/refresh-dossier';
import { downloadBlob } from '../../../ui/download-blob';
import { deleteDocument, fetchDocumentFile, type DeleteOutcome, type ViewableDocument } from '../api/documents-api';

export type ActionMessage = 'deleted' | 'delete_refused' | 'delete_failed' | 'file_not_accessible';

const MESSAGE_OF: Record<DeleteOutcome, ActionMessage> = { deleted: 'deleted', refused: 'delete_refused', failed: 'delete_failed' };

/** Which document is open or about to be deleted, and the outcome to tell the customer. */
export function useDocumentActions() {
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<ViewableDocument | null>(null);
  const [deleting, setDeleting] = useState<ViewableDocument | null>(null);
  const [message, setMessage] = useState<ActionMessage | null>(null);

  const remove = useMutation({
    mutationFn: (document: ViewableDocument) => deleteDocument(document.id),
    onSuccess: (outcome) => {
      setMessage(MESSAGE_OF[outcome]);
      setDeleting(null);
      if (outcome === 'deleted') setViewing(null);
      // A refusal also refreshes: the list then shows the document as no longer deletable.
      refreshDossier(queryClient);
    },
    onError: () => {
      setMessage('delete_failed');
      setDeleting(null);
    },
  });

  const download = async (document: ViewableDocument) => {
    try {
      downloadBlob(await fetchDocumentFile(document), document.name, document.extension);
    } catch {
      setMessage('file_not_accessible');
    }
  };

  return { viewing, setViewing, deleting, setDeleting, message, clearMessage: () => setMessage(null), remove, download };
}
