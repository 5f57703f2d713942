import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../generated/portal';
import { dutchToday } from '../lib/amsterdam-time';
import { shownTaskDate } from '../lib/task-date';
import { focusWhenLost } from './focus-return';
import { lazyWithPreload } from './lazy-with-preload';
import type { AttachmentCalls } from './mail/attachment-calls';
import type { SimpleMessage } from './message-dialog';
import { usePortal } from './portal-context';
import { useSignalTitle } from './use-signal-title';

// The viewers (the mail viewer brings DOMPurify) are not part of a list's first paint: they load
// when the first item is opened, or earlier on idle (src/app/shell/preload-on-idle.ts).
const MailViewer = lazyWithPreload(() => import('./mail/mail-viewer').then((module) => ({ default: module.MailViewer })));
const MessageDialog = lazyWithPreload(() => import('./message-dialog').then((module) => ({ default: module.MessageDialog })));
export const preloadOpenedItem = () => Promise.all([MailViewer.preload(), MessageDialog.preload()]);

type Schemas = components['schemas'];

/** What opening an item calls: the feature passes `useOpenedItemCalls()` (src/api/opened-item-calls.ts). */
export interface OpenedItemCalls {
  markSeen: (model: Schemas['SeenModel'], id: number) => void;
  attachments: AttachmentCalls;
}

export type Openable =
  | { kind: 'mail'; mail: Schemas['Attachable'] }
  | { kind: 'note'; note: Schemas['Note'] }
  | { kind: 'signal'; signal: Schemas['Signal'] }
  | { kind: 'task'; task: Schemas['Task'] };

type Opened = { kind: 'mail'; mail: Schemas['Attachable'] } | { kind: 'message'; message: SimpleMessage } | null;

/**
 * Opening a mail, note, signal or task from any list (dashboard, inbox, tasks): it shows the mail
 * viewer or the simple message modal and marks the item seen (core §4), which drops the badges at
 * once through the shared cache.
 */
export function useOpenedItem({ markSeen, attachments }: OpenedItemCalls): { open: (item: Openable) => void; dialogs: ReactNode } {
  const { t } = useTranslation('messages');
  const signalTitle = useSignalTitle();
  const { address } = usePortal();
  const [opened, setOpened] = useState<Opened>(null);
  // Once an item was opened the dialogs stay mounted, so closing plays their exit transition.
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);

  const opener = useRef<{ item: Element | null; list: Element | null }>({ item: null, list: null });
  useRefocusAfterClose(opened !== null, opener);

  const open = (item: Openable) => {
    opener.current = { item: document.activeElement, list: document.activeElement?.closest('ul, ol, [role="tabpanel"]') ?? null };
    switch (item.kind) {
      case 'mail':
        setOpened({ kind: 'mail', mail: item.mail });
        if (!item.mail.seen_by_customer) markSeen('attachable', item.mail.id);
        return;
      case 'note':
        setOpened({ kind: 'message', message: { title: item.note.title, message: item.note.content, date: item.note.datetime } });
        if (!item.note.seen_by_customer) markSeen('note', item.note.id);
        return;
      case 'signal':
        setOpened({
          kind: 'message',
          message: {
            title: signalTitle(item.signal.description) || t('signal_title', { context: address }),
            message: item.signal.customer_message,
            date: item.signal.updated_at,
          },
        });
        if (!item.signal.seen_by_customer) markSeen('signal', item.signal.id);
        return;
      case 'task':
        setOpened({ kind: 'message', message: { title: item.task.title, message: item.task.description, date: shownTaskDate(item.task, dutchToday()) } });
        if (!item.task.seen_by_customer) markSeen('task', item.task.id);
        return;
    }
  };

  const close = () => setOpened(null);
  const dialogs = used && (
    <Suspense fallback={null}>
      <MailViewer mail={opened?.kind === 'mail' ? opened.mail : null} attachments={attachments} onClose={close} />
      <MessageDialog message={opened?.kind === 'message' ? opened.message : null} onClose={close} />
    </Suspense>
  );
  return { open, dialogs };
}

/**
 * Closing gives focus back to the item that opened it (MUI's own restore). An item read may leave
 * its list (an unread tab) while open: focus then goes to where it stood, its list, or else the
 * screen's heading, not the top of the page.
 */
function useRefocusAfterClose(open: boolean, opener: { current: { item: Element | null; list: Element | null } }) {
  const was = useRef(open);
  useEffect(() => {
    const closed = was.current && !open;
    was.current = open;
    const { item, list } = opener.current;
    if (!closed || !item || item.isConnected) return;
    const dialog = document.activeElement?.closest('[role="dialog"]') ?? null;
    focusWhenLost(list?.isConnected ? (list as HTMLElement) : document.querySelector<HTMLElement>('main h1'), dialog);
  }, [open, opener]);
}
