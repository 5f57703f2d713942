// Every income the file holds from retirement on (issue 43): AOW at the published 2026 rate when
// the file has none (single €20,929.44, per partner €14,378.64 a year, SVB 1 January 2026), the
// pension, annuities and savings income, and the survivor's pension only for the survivor.
import { describe, expect, it } from 'vitest';
import { incomeAt, type Person } from '../../../../src/server/advice/person-income';

const born = '1960-03-01';
const afterAow = '2028-01-01';
const person = (income: Partial<Person['income']>): Person => ({
  date_of_birth: born,
  income: { annual_employment_income: 50000, state_pension_income: 0, old_age_pension_income: 0, survivor_pension_income: 0, ...income },
});
const rulesOf = (at: ReturnType<typeof incomeAt>) => Object.fromEntries(at.rules.map((rule) => [rule.rule, rule.value]));

describe('incomeAt from AOW age', () => {
  it('takes the 2026 AOW rate when the file has none: the couple rate, or single', () => {
    expect(incomeAt(person({}), afterAow, 'none', false).gross).toBeCloseTo(14378.64, 2);
    expect(incomeAt(person({}), afterAow, 'none', true).gross).toBeCloseTo(20929.44, 2);
    expect(incomeAt(person({ state_pension_income: 13450 }), afterAow, 'none', false).gross).toBe(13450);
  });

  it('adds the pension and the annuities and savings income, each named in the rules', () => {
    const at = incomeAt(person({ state_pension_income: 13450, old_age_pension_income: 21800, other_retirement_income: 1860 }), afterAow, 'retired', false);
    expect(at.gross).toBe(13450 + 21800 + 1860);
    expect(rulesOf(at)).toMatchObject({ other_retirement_income: 1860 });
  });

  it("adds the survivor's pension only to the survivor", () => {
    const widow = person({ state_pension_income: 13450, survivor_pension_income: 15260 });
    expect(incomeAt(widow, afterAow, 'widowed', true).gross).toBe(13450 + 15260);
    expect(incomeAt(widow, afterAow, 'retired', false).gross).toBe(13450);
    expect(rulesOf(incomeAt(widow, afterAow, 'widowed', true))).toMatchObject({ survivor_pension: 15260 });
  });
});
