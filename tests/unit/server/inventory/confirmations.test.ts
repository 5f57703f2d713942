// A retrieved item replaces the item it confirms: same kind, an earlier retrieval first, then the
// same employer, then the only one; never the state pension (AOW).
import { describe, expect, it } from 'vitest';
import { confirmedIncome, confirmedPension, employerOf, INVENTORY, RETRIEVED_BY } from '../../../../src/server/inventory/confirmations';
import { retrievedRecords } from '../../../../src/server/inventory/retrieved-data';
import { incomes, retirements } from '../../../../src/server/seed/data/customers/jan-devries/finances';

const rows = (items: object[]) => items.map((data, index) => ({ id: index + 1, data: data as Record<string, unknown> }));
const eva = rows(incomes().partner);
const evaPensions = rows(retirements().partner);
const today = new Date('2026-11-22T10:00:00Z');

describe('confirmedIncome', () => {
  it("confirms Eva's only employment, not her company, benefit or other income", () => {
    expect(confirmedIncome(eva, null)?.data.title).toBe('Loondienst Diakonessenhuis Utrecht');
    expect(employerOf(eva[0]!.data)).toBe('Diakonessenhuis Utrecht');
  });

  it('with two employments confirms the one at the same employer, and none for a new employer', () => {
    const two = rows([...incomes().partner, { title: 'Loondienst Gemeente Zeist', total: 9000, type: 'EmploymentIncome', data: [] }]);
    expect(confirmedIncome(two, 'Gemeente Zeist')?.data.total).toBe(9000);
    expect(confirmedIncome(two, 'Albert Heijn')).toBeNull();
  });

  it('confirms an earlier retrieval first', () => {
    const again = rows([...incomes().partner, { title: 'Loongegevens UWV (opgehaald)', type: 'EmploymentIncome', [RETRIEVED_BY]: INVENTORY }]);
    expect(confirmedIncome(again, 'Diakonessenhuis Utrecht')?.id).toBe(again.length);
  });
});

describe('confirmedPension', () => {
  it("confirms Eva's fund pension (PFZW), never the AOW or an 'other' provision", () => {
    expect(confirmedPension(evaPensions)?.data.agency).toBe('PFZW');
    expect(confirmedPension(evaPensions.filter((row) => row.data.agency !== 'PFZW'))).toBeNull();
  });
});

describe('retrievedRecords', () => {
  it("reports Eva's employment at its own total, so replacing it leaves her income total as it was", () => {
    const { income, pension, employer } = retrievedRecords({ gross_annual_income: 46250 }, today, eva, evaPensions);
    expect(employer).toBe('Diakonessenhuis Utrecht');
    expect(income.total).toBe(40050);
    expect(pension.target_pension_amount).toBe(11900);
  });
});
