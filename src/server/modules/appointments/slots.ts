// Bookable times, computed rather than stored: each resource's weekly hours (with the exceptions
// of a date) in Europe/Amsterdam wall-clock time, minus the appointments it already has together
// with their buffers, within the type's minimum and maximum time before the appointment. Pure, so
// the daylight-saving days and buffer edges are unit-tested without a database.
import { addDays, instantOf, wallClockOf, weekdayOf } from '../../../lib/amsterdam-time';

const MINUTE_MS = 60_000;
/** Bookable times start on this grid from the opening of a block of hours (09:00, 09:30, ...). */
export const SLOT_STEP_MINUTES = 30;

export interface HoursBlock {
  /** HH:MM wall-clock */
  from: string;
  till: string;
}

export interface ResourceHours {
  resourceId: number;
  /** Weekly hours: ISO weekday (1 = Monday) → blocks. */
  weekly: Readonly<Record<number, readonly HoursBlock[]>>;
  /** A date's own hours replace the weekly ones; an empty list closes the day. */
  exceptions: Readonly<Record<string, readonly HoursBlock[]>>;
}

export interface BookableType {
  id: number;
  duration: number;
  buffer: number | null;
  minTimeBeforeAppointment: number | null;
  maxTimeBeforeAppointment: number | null;
}

/** A time a resource is taken: from the start of an appointment to its end plus its buffer. */
export interface Busy {
  resourceId: number;
  start: Date;
  blockedUntil: Date;
}

export interface Slot {
  resourceId: number;
  start: Date;
  end: Date;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The hours a resource keeps on a date: the exception of that date, else the weekday's. */
export function hoursOn(resource: ResourceHours, date: string): readonly HoursBlock[] {
  return resource.exceptions[date] ?? resource.weekly[weekdayOf(date)] ?? [];
}

/** Whether an appointment of the type at [start, end) would overlap a busy time, buffers on both sides included. */
export function overlapsBusy(type: BookableType, resourceId: number, start: Date, end: Date, busy: readonly Busy[]): boolean {
  const blockedUntil = end.getTime() + (type.buffer ?? 0) * MINUTE_MS;
  return busy.some((taken) => taken.resourceId === resourceId && start.getTime() < taken.blockedUntil.getTime() && taken.start.getTime() < blockedUntil);
}

/** Why a start time may not be booked now, or null: too soon (in the past or within the minimum) or too far ahead. */
export function bookingWindowProblem(type: BookableType, start: Date, now: Date): 'slot_in_past' | 'slot_outside_booking_window' | null {
  if (start.getTime() <= now.getTime()) return 'slot_in_past';
  const ahead = (start.getTime() - now.getTime()) / MINUTE_MS;
  if (ahead < (type.minTimeBeforeAppointment ?? 0)) return 'slot_outside_booking_window';
  if (type.maxTimeBeforeAppointment !== null && ahead > type.maxTimeBeforeAppointment) return 'slot_outside_booking_window';
  return null;
}

/**
 * The free slots of a type on the Dutch dates from `firstDate` to `lastDate` (inclusive), per
 * resource, ordered by start then resource. Starts lie on the SLOT_STEP_MINUTES grid of each
 * block's opening, in wall-clock minutes, so 09:00 stays 09:00 on either side of a clock change.
 */
export function bookableSlots(input: {
  type: BookableType;
  resources: readonly ResourceHours[];
  busy: readonly Busy[];
  firstDate: string;
  lastDate: string;
  now: Date;
}): Slot[] {
  const { type, resources, busy, now } = input;
  const slots: Slot[] = [];
  for (let date = input.firstDate; date <= input.lastDate; date = addDays(date, 1)) {
    for (const resource of resources) {
      for (const block of hoursOn(resource, date)) {
        const closing = instantOf(date, block.till);
        for (let minute = minutesOf(block.from); minute + type.duration <= minutesOf(block.till); minute += SLOT_STEP_MINUTES) {
          const start = instantOf(date, timeOf(minute));
          const end = new Date(start.getTime() + type.duration * MINUTE_MS);
          if (end > closing || wallClockOf(start).date !== date) continue;
          if (bookingWindowProblem(type, start, now) || overlapsBusy(type, resource.resourceId, start, end, busy)) continue;
          slots.push({ resourceId: resource.resourceId, start, end });
        }
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime() || a.resourceId - b.resourceId);
}
