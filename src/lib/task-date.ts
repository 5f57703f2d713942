// A task is finished once the customer has seen it (core §2), whatever its due date: a finished
// task dated after today would read as done in the future (issue 42, item 5), so it shows no date.
import type { components } from '../../generated/portal';

type Task = Pick<components['schemas']['Task'], 'date' | 'seen_by_customer'>;

/** The date a task is shown with (YYYY-MM-DD), or null; `today` is the Dutch date of now. */
export function shownTaskDate(task: Task, today: string): string | null {
  if (!task.date) return null;
  return task.seen_by_customer && task.date > today ? null : task.date;
}
