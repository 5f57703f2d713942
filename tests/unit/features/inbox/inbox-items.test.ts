import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import { inboxItems, searchInbox } from '../../../../src/features/inbox/inbox-items';

type Schemas = components['schemas'];

const mail = {
  id: 1,
  name: 'Rentevoorstel',
  created_at: '2026-03-01T10:00:00Z',
  seen_by_customer: false,
  email: { subject: 'Je rentevoorstel', from: 'mark@office.nl', date: '2026-03-01T10:00:00Z' },
} as Schemas['Attachable'];
const note = { id: 2, title: 'Verslag gesprek', content: 'Besproken: de aankoop', datetime: '2026-03-03T10:00:00Z', seen_by_customer: true } as Schemas['Note'];
const signal = {
  id: 3,
  description: null,
  customer_message: 'Uw rente loopt af',
  updated_at: '2026-03-02T10:00:00Z',
  seen_by_customer: false,
} as Schemas['Signal'];

describe('inboxItems', () => {
  const items = inboxItems([mail], [note], [signal], (description) => description || 'Bericht van uw adviseur');

  it('lists mails, notes and signals newest first, a signal without description under the given title', () => {
    expect(items.map((item) => [item.key, item.title])).toEqual([
      ['note-2', 'Verslag gesprek'],
      ['signal-3', 'Bericht van uw adviseur'],
      ['mail-1', 'Je rentevoorstel'],
    ]);
  });

  it('searches title and text, ignoring case', () => {
    expect(searchInbox(items, 'RENTE').map((item) => item.key)).toEqual(['signal-3', 'mail-1']);
    expect(searchInbox(items, 'aankoop').map((item) => item.key)).toEqual(['note-2']);
    expect(searchInbox(items, '  ')).toHaveLength(3);
  });
});
