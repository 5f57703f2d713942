// What the stand-in inventory "retrieves" for a person: the employment income as the UWV's
// payroll register knows it, the accrued pension as the national pension register knows it and
// the mortgage as its lender reports it (retrieved-mortgage.ts), the first two derived from what
// the office already has, so the demo looks like real retrieved data. A retrieved item replaces
// the item it confirms (confirmations.ts), so the same salary is never counted twice.
import type { CustomerScope } from '../db/customer-scope';
import { confirmedIncome, confirmedPension, employerOf, INVENTORY, RETRIEVED_BY, type Row } from './confirmations';
import { lenderMortgage } from './retrieved-mortgage';
import type { Person } from './tokens';

export { INVENTORY, RETRIEVED_BY } from './confirmations';

interface Holder {
  first_name?: unknown;
  gross_annual_income?: unknown;
}

const amountOf = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);
const whole = (value: number) => Math.round(value);

function dutchDate(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getDate())}-${pad(day.getMonth() + 1)}-${day.getFullYear()}`;
}

/**
 * The retrieved income and pension. The registers know what the office knows: the salary of the
 * employment the person has (holiday pay included), else the profile's yearly income plus holiday
 * pay; the pension of the fund on file, else one derived from the salary.
 */
export function retrievedRecords(holder: Holder, today: Date, incomes: Row[] = [], pensions: Row[] = []) {
  // The register reports the employment on file: a retrieved one, the only one, else the first.
  const job = confirmedIncome(incomes, null) ?? incomes.find((row) => row.data.type === 'EmploymentIncome') ?? null;
  const total = job ? amountOf(job.data.total, 0) : whole(amountOf(holder.gross_annual_income, 42000) * 1.08);
  const salary = whole(total / 1.08);
  const employer = job ? employerOf(job.data) : null;
  const income = {
    title: 'Loongegevens UWV (opgehaald)',
    total,
    type: 'EmploymentIncome',
    data: [
      { title: 'Bron', value: 'UWV Polisadministratie via MijnOverheid' },
      ...(employer ? [{ title: 'Werkgever', value: employer }] : []),
      { title: 'Bruto jaarloon', value: salary },
      { title: 'Vakantiegeld', value: total - salary },
      { title: 'Opgehaald op', value: dutchDate(today) },
    ],
    [RETRIEVED_BY]: INVENTORY,
  };
  const fund = confirmedPension(pensions);
  const target = fund ? amountOf(fund.data.target_pension_amount ?? fund.data.total, 0) : whole(salary * 0.32);
  const pension = {
    kind: 'old_age',
    agency: 'Mijnpensioenoverzicht.nl (opgehaald)',
    accumulated_pension_amount: fund ? (fund.data.accumulated_pension_amount ?? null) : whole(target * 0.45),
    target_pension_amount: target,
    death_before_retirement_date_amount: fund ? (fund.data.death_before_retirement_date_amount ?? null) : whole(target * 0.7),
    death_after_retirement_date_amount: fund ? (fund.data.death_after_retirement_date_amount ?? null) : whole(target * 0.7),
    death_before_retirement_date_till_retirement_amount: fund ? (fund.data.death_before_retirement_date_till_retirement_amount ?? null) : null,
    total: target,
    description: null,
    income: null,
    [RETRIEVED_BY]: INVENTORY,
  };
  return { income, pension, employer };
}

/**
 * Records the retrieved income and pension for `person` in place of the items they confirm (or
 * beside them when they confirm none), and the lender's figures of the household's running
 * mortgages: a mortgage is the customer's and the partner's together, so either retrieval
 * refreshes it.
 */
export async function recordRetrieval(customer: CustomerScope, person: Person, today: Date) {
  const { profile, family } = await customer.profile();
  const holder = (person === 'partner' ? (family as { partner?: Holder | null }).partner : profile) as Holder | null | undefined;
  await customer.transaction(async (scope) => {
    const incomes = await scope.records('incomes', person);
    const pensions = await scope.records('retirements', person);
    const { income, pension, employer } = retrievedRecords(holder ?? {}, today, incomes, pensions);
    const replaced = confirmedIncome(incomes, employer);
    if (replaced) await scope.updateRecord('incomes', replaced.id, income);
    else await scope.insertRecord('incomes', income, person);
    const fund = confirmedPension(pensions);
    if (fund) await scope.updateRecord('retirements', fund.id, pension);
    else await scope.insertRecord('retirements', pension, person);
    for (const { id } of await scope.records('mortgages')) {
      // Locked, so a save of the mortgage tab running at the same time is not lost half-way.
      const row = await scope.recordForUpdate('mortgages', id);
      const reported = row && lenderMortgage(row.data, today);
      if (reported) await scope.updateRecord('mortgages', id, reported);
    }
    await scope.recordEvent({ type: 'data.retrieved', data: { person } }, today);
  });
}
