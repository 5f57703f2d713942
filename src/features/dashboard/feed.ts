/**
 * The overview feed (core §2): mortgage document requests, tasks, damage reports, signals, notes
 * and mails merged into one list, newest first, with the warning rule and the three filters.
 * Pure, so the order and the rules are tested without React or a server.
 */
import type { components } from '../../../generated/portal';
import { dutchToday } from '../../lib/amsterdam-time';
import { isNewDamage } from '../../lib/counts';
import { isDelivered } from '../../lib/request-status';
import { shownTaskDate } from '../../lib/task-date';

type Schemas = components['schemas'];

interface Dated {
  /** The moment the item is sorted by (ISO text). */
  date: string;
  warning: boolean;
}

export type FeedItem = Dated &
  (
    | { kind: 'mortgageRequest'; key: string; mortgage: Schemas['Mortgage']; received: number; total: number }
    | { kind: 'task'; key: string; task: Schemas['Task'] }
    | { kind: 'damage'; key: string; damage: Schemas['DamageClaim'] }
    | { kind: 'signal'; key: string; signal: Schemas['Signal'] }
    | { kind: 'note'; key: string; note: Schemas['Note'] }
    | { kind: 'mail'; key: string; mail: Schemas['Attachable'] }
  );

export interface FeedSources {
  mortgages?: readonly Schemas['Mortgage'][];
  tasks?: readonly Schemas['Task'][];
  damages?: readonly Schemas['DamageClaim'][];
  signals?: readonly Schemas['Signal'][];
  notes?: readonly Schemas['Note'][];
  mails?: readonly Schemas['Attachable'][];
}

export type SeenFilter = 'all' | 'unread' | 'read';
export type DoneFilter = 'all' | 'open' | 'finished';

export interface FeedFilters {
  messages: SeenFilter;
  tasks: DoneFilter;
  damages: DoneFilter;
}

export const NO_FILTERS: FeedFilters = { messages: 'all', tasks: 'all', damages: 'all' };

/** Statuses of a mortgage still being applied for (core §4: 1 to 18); these show a request card even before documents are asked. */
export const isInApplication = (mortgage: Pick<Schemas['Mortgage'], 'status'>): boolean => mortgage.status >= 1 && mortgage.status <= 18;

const latest = (...dates: (string | null | undefined)[]): string =>
  dates.filter((date): date is string => !!date).reduce((newest, date) => (date > newest ? date : newest), '');

function mortgageRequest(mortgage: Schemas['Mortgage']): FeedItem | null {
  const progress = mortgage.progress ?? [];
  if (progress.length === 0 && !isInApplication(mortgage)) return null;
  const date = latest(mortgage.datumAanvraag, ...progress.map((step) => step.requested_at ?? step.updated_at));
  return {
    kind: 'mortgageRequest',
    key: `mortgage-${mortgage.id}`,
    mortgage,
    received: progress.filter(isDelivered).length,
    total: progress.length,
    date,
    warning: mortgage.openProgress > 0,
  };
}

/** A task's shown date with its time, so two tasks of one day keep their order. */
function taskDate(task: Schemas['Task'], today: string): string {
  const date = shownTaskDate(task, today);
  return date ? `${date}T${task.time ?? '00:00'}` : '';
}

/** `today` is the Dutch date of now: a finished task is never dated after it. */
export function mergeFeed(sources: FeedSources, today = dutchToday()): FeedItem[] {
  const items: FeedItem[] = [
    ...(sources.mortgages ?? []).flatMap((mortgage) => mortgageRequest(mortgage) ?? []),
    ...(sources.tasks ?? []).map((task): FeedItem => ({ kind: 'task', key: `task-${task.id}`, task, date: taskDate(task, today), warning: false })),
    ...(sources.damages ?? []).map((damage): FeedItem => ({
      kind: 'damage',
      key: `damage-${damage.id}`,
      damage,
      date: damage.created_at,
      warning: isNewDamage(damage),
    })),
    ...(sources.signals ?? []).map((signal): FeedItem => ({ kind: 'signal', key: `signal-${signal.id}`, signal, date: signal.updated_at, warning: false })),
    ...(sources.notes ?? []).map((note): FeedItem => ({ kind: 'note', key: `note-${note.id}`, note, date: note.datetime, warning: false })),
    ...(sources.mails ?? []).map((mail): FeedItem => ({
      kind: 'mail',
      key: `mail-${mail.id}`,
      mail,
      date: mail.email?.date ?? mail.created_at,
      warning: false,
    })),
  ];
  // What asks the customer for work (an application's open documents, a new damage) comes first,
  // however old its date: the first cards a phone paints must not hide it below newer news.
  // Then newest first, compared as instants, so +01:00 and Z sort together; undated items go last.
  const time = (item: FeedItem) => (item.date ? Date.parse(item.date) : Number.NEGATIVE_INFINITY);
  return items.sort((a, b) => Number(b.warning) - Number(a.warning) || time(b) - time(a));
}

const matchesSeen = (filter: SeenFilter, seen: boolean) => filter === 'all' || (filter === 'read') === seen;
const matchesDone = (filter: DoneFilter, done: boolean) => filter === 'all' || (filter === 'finished') === done;

/** The feed as the filters leave it; mortgage requests are never filtered out (they ask for work). */
export function filterFeed(items: readonly FeedItem[], filters: FeedFilters): FeedItem[] {
  return items.filter((item) => {
    switch (item.kind) {
      case 'task':
        return matchesDone(filters.tasks, item.task.seen_by_customer);
      case 'damage':
        return matchesDone(filters.damages, item.damage.settled);
      case 'signal':
        return matchesSeen(filters.messages, item.signal.seen_by_customer);
      case 'note':
        return matchesSeen(filters.messages, item.note.seen_by_customer);
      case 'mail':
        return matchesSeen(filters.messages, item.mail.seen_by_customer);
      case 'mortgageRequest':
        return true;
    }
  });
}
