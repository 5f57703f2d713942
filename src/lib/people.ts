/** Small facts about people shown on cards: age and initials. */
import { isValidDate, parseDate, type DateInput } from './format';

/** Age in whole years: the one the server sent, or else counted from the date of birth on `today`. */
export function personAge(person: { age: number | null; date_of_birth: string | null }, today: DateInput): number | null {
  if (person.age !== null) return person.age;
  const born = parseDate(person.date_of_birth);
  const now = parseDate(today);
  if (!isValidDate(born) || !isValidDate(now)) return null;
  // A birthday on 29 February comes on the 28th in other years (day 0 of a month is its predecessor's last).
  const lastDayOfMonth = new Date(now.getFullYear(), born.getMonth() + 1, 0).getDate();
  const birthday = new Date(now.getFullYear(), born.getMonth(), Math.min(born.getDate(), lastDayOfMonth));
  return now.getFullYear() - born.getFullYear() - (now < birthday ? 1 : 0);
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
