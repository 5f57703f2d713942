import { addMonths } from '../advice/dates';

/**
 * Whether `end` falls inside the window of `months` from `today`: from the day the window reaches
 * it until the day before it (on the end date itself the cause has passed).
 */
export const endsWithin = (today: string, end: string, months: number) => today < end && end <= addMonths(today, months);
