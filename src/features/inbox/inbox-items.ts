// The inbox lists mails, notes and signals together (the same items the messages badge counts),
// newest first; pure, so the screen only renders.
import type { components } from '../../../generated/portal';
import type { Openable } from '../../ui/opened-item';
import { matchesSearch } from '../../ui/use-debounced-value';

type Schemas = components['schemas'];

export interface InboxItem {
  key: string;
  item: Exclude<Openable, { kind: 'task' }>;
  title: string;
  text: string | null;
  date: string;
  seen: boolean;
}

export function inboxItems(
  mails: readonly Schemas['Attachable'][],
  notes: readonly Schemas['Note'][],
  signals: readonly Schemas['Signal'][],
  signalTitle: (description: string | null) => string,
): InboxItem[] {
  const items: InboxItem[] = [
    ...mails.map((mail): InboxItem => ({
      key: `mail-${mail.id}`,
      item: { kind: 'mail', mail },
      title: mail.email?.subject || mail.name || '',
      text: mail.email?.from ?? null,
      date: mail.email?.date ?? mail.created_at,
      seen: mail.seen_by_customer,
    })),
    ...notes.map((note): InboxItem => ({
      key: `note-${note.id}`,
      item: { kind: 'note', note },
      title: note.title,
      text: note.content,
      date: note.datetime,
      seen: note.seen_by_customer,
    })),
    ...signals.map((signal): InboxItem => ({
      key: `signal-${signal.id}`,
      item: { kind: 'signal', signal },
      title: signalTitle(signal.description),
      text: signal.customer_message,
      date: signal.updated_at,
      seen: signal.seen_by_customer,
    })),
  ];
  return items.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

export const searchInbox = (items: readonly InboxItem[], query: string): InboxItem[] => items.filter((item) => matchesSearch(query, item.title, item.text));
