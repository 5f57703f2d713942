/** Small facts about people: age, initials and the name as shown. */
import { parseDate, type DateInput } from './format';

/**
 * Age in whole years: the one the server sent, or else counted by calendar from the date of birth
 * on `today` (dayjs counts a birthday on 29 February on the 28th in other years).
 */
export function personAge(person: { age: number | null; date_of_birth: string | null }, today: DateInput): number | null {
  if (person.age !== null) return person.age;
  const born = parseDate(person.date_of_birth);
  const now = parseDate(today);
  return born.isValid() && now.isValid() ? now.diff(born, 'year') : null;
}

/** Up to two initials for an avatar without a picture: "Jan de Vries" gives "JV". */
export function initialsOf(fullName: string): string {
  const all = fullName.split(/\s+/).filter((word) => word !== '');
  // Surname prefixes (de, van der) are lower case and do not make initials.
  const capitalised = all.filter((word) => word[0] === word[0]?.toUpperCase());
  const words = capitalised.length > 0 ? capitalised : all;
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The name as shown: first name, surname prefix and last name. */
export const fullName = (person: { first_name?: string | null; suffix?: string | null; last_name: string }) =>
  [person.first_name, person.suffix, person.last_name].filter((part) => part && part.trim()).join(' ');

/** Age in whole years on a YYYY-MM-DD date of someone born on a YYYY-MM-DD date. */
export function ageOn(dateOfBirth: string, on: string): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [nowYear, nowMonth, nowDay] = on.split('-').map(Number) as [number, number, number];
  return nowYear - year - (nowMonth > month || (nowMonth === month && nowDay >= day) ? 0 : 1);
}
