import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import { filterFeed, mergeFeed, NO_FILTERS } from '../../../../src/features/dashboard/feed';

type Schemas = components['schemas'];

const progressStep = (id: number, received: boolean, requested_at: string) =>
  ({ id, received, requested_at, updated_at: requested_at }) as Schemas['ProgressStep'];
const mortgage = (fields: Partial<Schemas['Mortgage']>) =>
  ({ id: 1, status: 0, openProgress: 0, datumAanvraag: null, progress: [], ...fields }) as Schemas['Mortgage'];
const task = (id: number, date: string, seen = false) => ({ id, title: `t${id}`, date, time: null, seen_by_customer: seen }) as Schemas['Task'];
const damage = (fields: Partial<Schemas['DamageClaim']>) =>
  ({ id: 1, settled: false, seen_by_customer: false, progress_items: [], created_at: '2026-01-01T10:00:00Z', ...fields }) as Schemas['DamageClaim'];
const note = (id: number, datetime: string, seen = false) => ({ id, title: 'n', content: null, datetime, seen_by_customer: seen }) as Schemas['Note'];
const mail = (id: number, date: string, seen = false) => ({ id, created_at: date, seen_by_customer: seen, email: { date } }) as Schemas['Attachable'];
const signal = (id: number, updated_at: string) => ({ id, updated_at, seen_by_customer: false }) as Schemas['Signal'];

describe('mergeFeed', () => {
  it('merges every kind and sorts newest first, comparing instants across time zones', () => {
    const feed = mergeFeed({
      tasks: [task(1, '2026-03-02')],
      notes: [note(2, '2026-03-05T09:00:00+01:00')],
      // 08:30Z is 09:30 in Amsterdam: newer than the note at 09:00+01:00.
      mails: [mail(3, '2026-03-05T08:30:00Z')],
      signals: [signal(4, '2026-03-01T00:00:00Z')],
      damages: [damage({ id: 5, created_at: '2026-03-04T12:00:00Z' })],
      mortgages: [mortgage({ id: 6, status: 12, progress: [progressStep(1, false, '2026-03-03T10:00:00Z')] })],
    });
    expect(feed.map((item) => item.key)).toEqual(['mail-3', 'note-2', 'damage-5', 'mortgage-6', 'task-1', 'signal-4']);
  });

  it('dates a finished task no later than today, and an open one by its due date', () => {
    const feed = mergeFeed({ tasks: [task(1, '2026-12-08', true), task(2, '2026-12-08'), task(3, '2026-11-20', true)] }, '2026-11-28');
    expect(feed.map((item) => [item.key, item.date])).toEqual([
      ['task-2', '2026-12-08T00:00'],
      ['task-3', '2026-11-20T00:00'],
      ['task-1', ''],
    ]);
  });

  it('shows a request card for a mortgage with requests or in application, not for a running one without', () => {
    const feed = mergeFeed({
      mortgages: [mortgage({ id: 1 }), mortgage({ id: 2, status: 12 }), mortgage({ id: 3, progress: [progressStep(1, true, '2025-01-01T00:00:00Z')] })],
    });
    expect(feed.map((item) => item.key).sort()).toEqual(['mortgage-2', 'mortgage-3']);
  });

  it('counts the received share of a request', () => {
    const [item] = mergeFeed({
      mortgages: [
        mortgage({
          progress: [
            progressStep(1, true, '2026-01-01T00:00:00Z'),
            progressStep(2, false, '2026-01-01T00:00:00Z'),
            progressStep(3, true, '2026-01-01T00:00:00Z'),
          ],
        }),
      ],
    });
    expect(item).toMatchObject({ received: 2, total: 3 });
  });
});

describe('warnings', () => {
  it('puts what asks for work first, however old: an open request above newer news', () => {
    const feed = mergeFeed({
      tasks: [task(1, '2026-12-12')],
      notes: [note(2, '2026-11-27T09:00:00+01:00')],
      mortgages: [
        mortgage({ id: 3, status: 12, openProgress: 2, progress: [progressStep(1, false, '2026-10-01T10:00:00Z')] }),
        mortgage({ id: 4, status: 12, openProgress: 0, progress: [progressStep(1, true, '2026-11-01T10:00:00Z')] }),
      ],
    });
    expect(feed.map((item) => item.key)).toEqual(['mortgage-3', 'task-1', 'note-2', 'mortgage-4']);
  });

  it('warns for a mortgage with open requests and not for one without', () => {
    const feed = mergeFeed({ mortgages: [mortgage({ id: 1, status: 12, openProgress: 2 }), mortgage({ id: 2, status: 12, openProgress: 0 })] });
    expect(Object.fromEntries(feed.map((item) => [item.key, item.warning]))).toEqual({ 'mortgage-1': true, 'mortgage-2': false });
  });

  it('warns for a damage that is unseen and open, not when seen or settled', () => {
    const open = [{ id: 1, name: 'foto', received: false, sent: false, comment: null }] as Schemas['DamageProgressItem'][];
    const feed = mergeFeed({
      damages: [
        damage({ id: 1, progress_items: open }),
        damage({ id: 2, progress_items: open, seen_by_customer: true }),
        damage({ id: 3, progress_items: open, settled: true }),
      ],
    });
    expect(Object.fromEntries(feed.map((item) => [item.key, item.warning]))).toEqual({ 'damage-1': true, 'damage-2': false, 'damage-3': false });
  });

  it('never warns for tasks, notes, signals or mails', () => {
    const feed = mergeFeed({
      tasks: [task(1, '2026-01-01')],
      notes: [note(2, '2026-01-01T00:00:00Z')],
      mails: [mail(3, '2026-01-01T00:00:00Z')],
      signals: [signal(4, '2026-01-01T00:00:00Z')],
    });
    expect(feed.some((item) => item.warning)).toBe(false);
  });
});

describe('filterFeed', () => {
  const feed = mergeFeed({
    tasks: [task(1, '2026-01-01', true), task(2, '2026-01-02')],
    notes: [note(3, '2026-01-03T00:00:00Z', true)],
    mails: [mail(4, '2026-01-04T00:00:00Z')],
    damages: [damage({ id: 5, settled: true }), damage({ id: 6 })],
    mortgages: [mortgage({ id: 7, status: 12 })],
  });
  const keys = (filters: Partial<typeof NO_FILTERS>) =>
    filterFeed(feed, { ...NO_FILTERS, ...filters })
      .map((item) => item.key)
      .sort();

  it('keeps everything without filters', () => expect(keys({})).toHaveLength(7));
  it('keeps only unread messages', () => expect(keys({ messages: 'unread' })).not.toContain('note-3'));
  it('keeps only read messages', () => expect(keys({ messages: 'read' })).not.toContain('mail-4'));
  it('keeps only finished tasks (seen)', () =>
    expect(keys({ tasks: 'finished' })).toEqual(['damage-5', 'damage-6', 'mail-4', 'mortgage-7', 'note-3', 'task-1']));
  it('keeps only open damages', () => expect(keys({ damages: 'open' })).not.toContain('damage-5'));
});
