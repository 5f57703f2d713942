// Working hours of the demo advisors, in Dutch wall-clock time, with the office's closing days
// and a holiday week relative to the seed, so "a week without times" can be seen.
import { addDays, mondayOf } from '../../../lib/amsterdam-time';
import type { DemoResource } from '../types';
import { inDays } from './dates';

type Block = { from: string; till: string };
type Hours = DemoResource['hours'];

export const block = (from: string, till: string): Block => ({ from, till });

/** The same blocks on each of the given ISO weekdays (1 = Monday). */
export function weekly(days: number[], blocks: Block[]): Hours['weekly'] {
  return Object.fromEntries(days.map((day) => [String(day), blocks]));
}

/** Seven closed days from the Monday `weeks` weeks after the seed's week (a holiday week). */
export function holidayWeek(weeks: number): Hours['exceptions'] {
  const monday = mondayOf(inDays(0), weeks);
  return Object.fromEntries(Array.from({ length: 7 }, (_, day) => [addDays(monday, day), []]));
}
