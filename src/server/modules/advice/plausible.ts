// What the advice services refuse although the schema lets it through: a birth date outside
// 1900 up to today, an applicant or partner under 18 (the rules are for adults; a child's date in
// the person's place would still be computed), and an answer that would leave the contract's
// money range (the engine caps every input, but sums and multiples of capped inputs can exceed it).
import { addMonths } from '../../advice/dates';
import { dateProblem } from '../../../lib/edit-rules';
import { refuseProblems } from '../edit-screens/saving';

const MONEY_CAP = 99_000_000_000;
const ADULT_MONTHS = 18 * 12;

interface People {
  applicant: { date_of_birth: string };
  partner?: { date_of_birth: string } | null;
  children?: { date_of_birth: string }[];
}

export function refuseImplausiblePeople(body: People, today: string) {
  const problems: { path: (string | number)[]; key: string }[] = [];
  const check = (date: string, path: (string | number)[], adult: boolean) => {
    const problem = dateProblem(date, true, today);
    if (problem) problems.push({ path, key: problem });
    else if (adult && addMonths(date, ADULT_MONTHS) > today) problems.push({ path, key: 'age_under_18' });
  };
  check(body.applicant.date_of_birth, ['applicant', 'date_of_birth'], true);
  if (body.partner) check(body.partner.date_of_birth, ['partner', 'date_of_birth'], true);
  (body.children ?? []).forEach((child, index) => check(child.date_of_birth, ['children', index, 'date_of_birth'], false));
  refuseProblems(problems);
}

/** The path of the first number in `value` beyond the contract's money cap, or null. */
export function beyondMoneyCap(value: unknown, path = 'result'): string | null {
  if (typeof value === 'number') return Math.abs(value) > MONEY_CAP ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = beyondMoneyCap(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Whether the loan parts together exceed the cap: then they, not the incomes, push the answer over. */
export const loanPartsBeyondCap = (parts: readonly { current_amount: number }[]) => parts.reduce((sum, part) => sum + part.current_amount, 0) > MONEY_CAP;
