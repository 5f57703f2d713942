/**
 * The rules of advice §5 that a JSON schema cannot say (they compare two fields, or a date with
 * today), in one place for the browser's forms and the server's handlers alike.
 */
import { FIRST_YEAR, LAST_YEAR } from './form-values';

export type RulePath = readonly (string | number)[];

export interface RuleProblem {
  path: RulePath;
  /** Message key of the forms texts. */
  key: 'remaining_debt_above_original' | 'end_before_start' | 'date_year_range' | 'date_not_past';
}

const ISO_DATE = /^(\d{4})-\d{2}-\d{2}$/;

/** A stored date's own problem: outside 1900–2080, or (with `past`) not before today. */
export function dateProblem(value: unknown, past: boolean, today: string): RuleProblem['key'] | null {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return null;
  const year = Number(match[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return 'date_year_range';
  if (past && value! >= today) return 'date_not_past';
  return null;
}

interface LoanPart {
  begindatum?: string;
  einddatum?: string;
  hoofdsom?: number;
  remaining_debt?: number;
}

/** Loan parts: the start before the end, the current amount not above the original (advice §5). */
export function mortgageEditProblems(body: { mortgages?: readonly { mortgageParts?: readonly LoanPart[] }[] }): RuleProblem[] {
  const problems: RuleProblem[] = [];
  (body.mortgages ?? []).forEach((mortgage, m) =>
    (mortgage.mortgageParts ?? []).forEach((part, p) => {
      const at = (field: string): RulePath => ['mortgages', m, 'mortgageParts', p, field];
      if (typeof part.hoofdsom === 'number' && typeof part.remaining_debt === 'number' && part.remaining_debt > part.hoofdsom) {
        problems.push({ path: at('remaining_debt'), key: 'remaining_debt_above_original' });
      }
      if (part.begindatum && part.einddatum && ISO_DATE.test(part.begindatum) && ISO_DATE.test(part.einddatum) && part.einddatum <= part.begindatum) {
        problems.push({ path: at('einddatum'), key: 'end_before_start' });
      }
      for (const field of ['begindatum', 'einddatum'] as const) {
        const problem = dateProblem(part[field], false, '');
        if (problem) problems.push({ path: at(field), key: problem });
      }
    }),
  );
  return problems;
}

/** The person tab: a date of birth from 1900 and before today. */
export function personaliaProblems(body: { date_of_birth?: string }, today: string): RuleProblem[] {
  const problem = dateProblem(body.date_of_birth, true, today);
  return problem ? [{ path: ['date_of_birth'], key: problem }] : [];
}
