// Which of a person's records a retrieved item confirms, so it replaces that record instead of
// standing beside it and counting the same salary or pension twice: the same person (the caller
// reads one person's records) and the same kind. An employment income confirms an earlier
// retrieval, else the employment at the same employer, else the person's only employment; a
// pension confirms an earlier retrieval, else the only pension from a fund (the AOW is the
// state's, not a register's). With no such record the retrieved item is new.

/** Marks records the inventory wrote (a stored field the contract does not serialise). */
export const RETRIEVED_BY = 'retrieved_by';
export const INVENTORY = 'inventory';

export interface Row {
  id: number;
  data: Record<string, unknown>;
}

const retrieved = (row: Row) => row.data[RETRIEVED_BY] === INVENTORY;

/** The employer named in an income's details, else in its title ("Loondienst Gemeente Utrecht"). */
export function employerOf(data: Record<string, unknown>): string | null {
  const details = Array.isArray(data.data) ? (data.data as { title?: unknown; value?: unknown }[]) : [];
  const named = details.find((item) => item.title === 'Werkgever')?.value;
  if (typeof named === 'string' && named) return named;
  const title = typeof data.title === 'string' ? data.title.replace(/^loondienst\s+/i, '').trim() : '';
  return title || null;
}

function confirmed(rows: Row[], sameSource: (row: Row) => boolean): Row | null {
  const earlier = rows.find(retrieved);
  if (earlier) return earlier;
  const matching = rows.filter(sameSource);
  if (matching.length === 1) return matching[0]!;
  return rows.length === 1 ? rows[0]! : null;
}

export function confirmedIncome(incomes: Row[], employer: string | null): Row | null {
  const employments = incomes.filter((row) => row.data.type === 'EmploymentIncome');
  return confirmed(employments, (row) => employer !== null && employerOf(row.data) === employer);
}

const statePension = (row: Row) => /\bAOW\b|Sociale Verzekeringsbank/i.test(String(row.data.agency ?? ''));

export function confirmedPension(pensions: Row[]): Row | null {
  const funds = pensions.filter((row) => row.data.kind === 'old_age' && !statePension(row));
  return confirmed(funds, () => false);
}
