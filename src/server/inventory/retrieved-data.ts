// What the stand-in inventory "retrieves" for a person: the employment income as the UWV's
// payroll register knows it, the accrued pension as the national pension register knows it and
// the mortgage as its lender reports it (retrieved-mortgage.ts), the first two
// derived from what the office already has (gross yearly income, birth year), so the demo looks
// like real retrieved data. A later retrieval replaces the earlier retrieved records only.
import type { CustomerScope } from '../db/customer-scope';
import { lenderMortgage } from './retrieved-mortgage';
import type { Person } from './tokens';

/** Marks records the inventory wrote (a stored field the contract does not serialise). */
export const RETRIEVED_BY = 'retrieved_by';
export const INVENTORY = 'inventory';

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

export function retrievedRecords(holder: Holder, today: Date) {
  const salary = amountOf(holder.gross_annual_income, 42000);
  const holidayPay = whole(salary * 0.08);
  const income = {
    title: 'Loongegevens UWV (opgehaald)',
    total: whole(salary + holidayPay),
    type: 'EmploymentIncome',
    data: [
      { title: 'Bron', value: 'UWV Polisadministratie via MijnOverheid' },
      { title: 'Bruto jaarloon', value: whole(salary) },
      { title: 'Vakantiegeld', value: holidayPay },
      { title: 'Opgehaald op', value: dutchDate(today) },
    ],
    [RETRIEVED_BY]: INVENTORY,
  };
  const target = whole(salary * 0.32);
  const pension = {
    kind: 'old_age',
    agency: 'Mijnpensioenoverzicht.nl (opgehaald)',
    accumulated_pension_amount: whole(target * 0.45),
    target_pension_amount: target,
    death_before_retirement_date_amount: whole(target * 0.7),
    death_after_retirement_date_amount: whole(target * 0.7),
    death_before_retirement_date_till_retirement_amount: null,
    total: target,
    description: null,
    income: null,
    [RETRIEVED_BY]: INVENTORY,
  };
  return { income, pension };
}

/**
 * Records the retrieved income and pension for `person`, replacing an earlier retrieval, and the
 * lender's figures of the household's running mortgages: a mortgage is the customer's and the
 * partner's together, so either retrieval refreshes it.
 */
export async function recordRetrieval(customer: CustomerScope, person: Person, today = new Date()) {
  const { profile, family } = await customer.profile();
  const holder = (person === 'partner' ? (family as { partner?: Holder | null }).partner : profile) as Holder | null | undefined;
  const { income, pension } = retrievedRecords(holder ?? {}, today);
  await customer.transaction(async (scope) => {
    await scope.deleteRecordsBy('incomes', person, RETRIEVED_BY, INVENTORY);
    await scope.deleteRecordsBy('retirements', person, RETRIEVED_BY, INVENTORY);
    await scope.insertRecord('incomes', income, person);
    await scope.insertRecord('retirements', pension, person);
    for (const { id } of await scope.records('mortgages')) {
      // Locked, so a save of the mortgage tab running at the same time is not lost half-way.
      const row = await scope.recordForUpdate('mortgages', id);
      const reported = row && lenderMortgage(row.data, today);
      if (reported) await scope.updateRecord('mortgages', id, reported);
    }
  });
}
