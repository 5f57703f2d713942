// The entry and fall-back rules of the income, retirement and obligations screens (advice §2), and
// that the side menu counts exactly what those screens list.
import { describe, expect, it } from 'vitest';
import { incomeRows, incomeTotalsByType, searchRows, type IncomeItem } from '../../../../src/features/income/income-rows';
import { groupObligations, type Obligation } from '../../../../src/features/obligations/obligation-groups';
import { entriesTotal, pensionChart, pensionEntries, type PensionItem } from '../../../../src/features/retirement/pension-entries';
import { incomeCount, pensionCount } from '../../../../src/lib/counts';
import { displayValue } from '../../../../src/ui/label-values';
import { matchesSearch } from '../../../../src/ui/use-debounced-value';

const income = (title: string, total: number, type: IncomeItem['type'] = 'EmploymentIncome'): IncomeItem => ({
  title,
  total,
  type,
  data: [{ title: 'Werkgever', value: title }],
});
const pension = (agency: string, total: number): PensionItem => ({
  kind: 'old_age',
  agency,
  total,
  accumulated_pension_amount: 1,
  target_pension_amount: total,
  death_before_retirement_date_amount: null,
  death_after_retirement_date_amount: null,
  death_before_retirement_date_till_retirement_amount: null,
  description: null,
  income: null,
});
const person = (first_name: string, gross_annual_income: number | null, oldAge: number | null = null, employment: number | null = null) => ({
  first_name,
  gross_annual_income,
  gross_annual_old_age_pension_amount: oldAge,
  gross_annual_employment_pension_amount: employment,
});

describe('income rows', () => {
  it('lists the items when there are any, whatever the yearly amount', () => {
    expect(incomeRows([income('A', 10), income('B', 20)], person('Jan', 50000))).toHaveLength(2);
  });
  it('shows one "income of {first name}" row for a yearly amount without items', () => {
    expect(incomeRows([], person('Sanne', 58900))).toEqual([{ kind: 'yearly', firstName: 'Sanne', amount: 58900 }]);
  });
  it('shows nothing (the empty state) without items and without a yearly amount above 0', () => {
    expect(incomeRows([], person('Sanne', 0))).toEqual([]);
    expect(incomeRows([], person('Sanne', null))).toEqual([]);
    expect(incomeRows([], null)).toEqual([]);
  });
  it('sums totals per type for the chart', () => {
    const rows = incomeRows([income('A', 10), income('B', 20, 'OtherIncome'), income('C', 5)], null);
    expect(incomeTotalsByType(rows)).toEqual([
      { type: 'EmploymentIncome', total: 15 },
      { type: 'OtherIncome', total: 20 },
    ]);
  });
  it('charts yearly amounts of unknown kind as a segment of their own', () => {
    expect(incomeTotalsByType(incomeRows([], person('Sanne', 58900)))).toEqual([{ type: 'yearly', total: 58900 }]);
  });
  it('finds a row by a word of its details', () => {
    const rows = incomeRows([income('Gemeente', 10), income('Bakkerij', 20)], null);
    expect(searchRows(rows, (...texts) => matchesSearch('bakk', ...texts))).toHaveLength(1);
  });
  it("finds a row by a detail's title as the reader sees it", () => {
    const rows = incomeRows([income('Gemeente', 10)], null);
    const employer = (title: string) => (title === 'Werkgever' ? 'Employer' : title);
    expect(searchRows(rows, (...texts) => matchesSearch('employ', ...texts), employer)).toHaveLength(1);
    expect(searchRows(rows, (...texts) => matchesSearch('employ', ...texts))).toHaveLength(0);
  });
});

describe('pension entries', () => {
  it('has one entry per pension', () => {
    expect(pensionEntries([pension('ABP', 100), pension('SVB', 50)], person('Jan', 0, 10, 10))).toHaveLength(2);
  });
  it('has one summed entry of old-age plus employment pension without items', () => {
    expect(pensionEntries([], person('Sanne', 0, 19600, 14200))).toEqual([{ kind: 'summed', firstName: 'Sanne', amount: 33800 }]);
  });
  it('has none when the sum is 0', () => {
    expect(pensionEntries([], person('Sanne', 0, 0, null))).toEqual([]);
  });
  it('charts per pension without a partner and per person with one', () => {
    const own = pensionEntries([pension('ABP', 100), pension('SVB', 50)], null);
    expect(pensionChart(own, null, 'Jan').map((point) => [point.label, point.value])).toEqual([
      ['ABP', 100],
      ['SVB', 50],
    ]);
    const partner = pensionEntries([], person('Eva', 0, 30, 0));
    expect(pensionChart(own, { name: 'Eva', entries: partner }, 'Jan').map((point) => [point.label, point.value])).toEqual([
      ['Jan', 150],
      ['Eva', 30],
    ]);
    expect(entriesTotal(own)).toBe(150);
  });
});

describe('the menu counts what the screens list', () => {
  const cases = [
    {
      name: 'items of both',
      own: [income('A', 1), income('B', 2)],
      partner: [income('C', 3)],
      customer: person('Jan', 60000),
      partnerHolder: person('Eva', 40000),
    },
    { name: 'only a yearly amount', own: [], partner: [], customer: person('Sanne', 58900), partnerHolder: null },
    { name: 'nothing', own: [], partner: [], customer: person('Sanne', 0), partnerHolder: null },
  ];
  for (const { name, own, partner, customer, partnerHolder } of cases) {
    it(`income: ${name}`, () => {
      const listed = incomeRows(own, customer).length + (partnerHolder ? incomeRows(partner, partnerHolder).length : 0);
      expect(incomeCount(own.length + partner.length, customer, partnerHolder)).toBe(listed);
    });
  }
  it('retirement: a yearly sum without items counts and lists 1', () => {
    const sanne = person('Sanne', 0, 19600, 14200);
    expect(pensionCount(0, sanne, null)).toBe(pensionEntries([], sanne).length);
  });
  it('retirement: items of both', () => {
    const own = [pension('ABP', 1), pension('SVB', 2)];
    const partner = [pension('PFZW', 3)];
    expect(pensionCount(3, person('Jan', 0), person('Eva', 0))).toBe(pensionEntries(own, null).length + pensionEntries(partner, null).length);
  });
});

describe('obligations', () => {
  const obligation = (type_description: string, monthly_amount: number): Obligation => ({
    type: 'personal_loan',
    type_description,
    monthly_amount,
    descriptions: [],
    incomes: [],
  });
  it('groups by type description in first-seen order with monthly totals', () => {
    const groups = groupObligations([obligation('Lening', 100), obligation('DUO', 50), obligation('Lening', 25)]);
    expect(groups.map((group) => [group.description, group.items.length, group.monthlyTotal])).toEqual([
      ['Lening', 2, 125],
      ['DUO', 1, 50],
    ]);
  });
  it('is empty for no obligations', () => {
    expect(groupObligations([])).toEqual([]);
  });
});

describe('description values', () => {
  it('reads amounts as money, small counts as plain numbers, nothing as a dash', () => {
    expect(displayValue(55944)).toBe('€\u00a055.944,00');
    expect(displayValue(218.33)).toBe('€\u00a0218,33');
    expect(displayValue(2)).toBe('2');
    expect(displayValue(2, true)).toBe('€\u00a02,00');
    expect(displayValue(null)).toBe('–');
    expect(displayValue('DUO')).toBe('DUO');
  });
});
