// A person's gross yearly income at a date, normally and under each scenario's event (AOW, WW,
// WIA, a partner's death), with the rule that produced it.
import { addMonths, aowDate } from './dates';
import type { components } from '../../../generated/advice';
import type { AppliedRule } from './explanation';
import { sane } from './explanation';
import * as rules from '../../lib/advice/rules/2026';

/** The contract's scenario person without the yes/no obligation flags, which no calculation reads. */
export type Person = Omit<components['schemas']['ScenarioPerson'], 'obligations'>;

export type Event = 'none' | 'retired' | 'widowed' | 'partly_working' | 'not_durable' | 'unemployed';

export interface IncomeAt {
  gross: number;
  employment: number;
  fromAow: boolean;
  rules: AppliedRule[];
}

const maxYearlyWage = rules.maxDailyWage.perDay * rules.maxDailyWage.daysPerYear;

/**
 * Anw for a survivor earning `wage` at `date`: only while a child is under 18, less two thirds of
 * the earnings above the free part (Anw art. 14, 18).
 */
export function anwAt(wage: number, date: string, children: readonly string[]): number {
  const childUnder18 = children.some((born) => born <= date && addMonths(born, rules.anwChildAgeLimit * 12) > date);
  if (!childUnder18) return 0;
  const deduction = Math.max(0, wage - rules.anwIncomeTest.freeYearly) * rules.anwIncomeTest.deductedShare;
  return Math.round(Math.max(0, rules.anwYearly - deduction));
}

/**
 * Gross income of `person` at `date`; `single` picks the AOW amount of a single person; the
 * children's birth dates decide the Anw of a survivor.
 */
export function incomeAt(person: Person, date: string, event: Event, single: boolean, children: readonly string[] = []): IncomeAt {
  const income = person.income;
  const fromAow = date >= aowDate(person.date_of_birth);
  const applied: AppliedRule[] = [];
  if (fromAow || event === 'retired') {
    const aow = sane(income.state_pension_income) || (single ? rules.aowYearly.single : rules.aowYearly.perPartner);
    if (!sane(income.state_pension_income)) applied.push({ rule: 'aow_amount', source: 'SVB AOW-bedragen 1 januari 2026', value: aow });
    applied.push({ rule: 'aow_age', source: 'Algemene Ouderdomswet art. 7a', value: aowDate(person.date_of_birth) });
    const survivor = event === 'widowed' ? sane(income.survivor_pension_income) : 0;
    const other = sane(income.other_retirement_income);
    if (other) applied.push({ rule: 'other_retirement_income', source: 'Klantdossier (lijfrente, banksparen)', value: other });
    if (survivor) applied.push({ rule: 'survivor_pension', source: 'Pensioenregeling partner (nabestaandenpensioen)', value: survivor });
    return { gross: aow + sane(income.old_age_pension_income) + other + survivor, employment: 0, fromAow: true, rules: applied };
  }
  const wage = sane(income.annual_employment_income);
  const capped = Math.min(wage, maxYearlyWage);
  switch (event) {
    case 'unemployed':
      applied.push({ rule: 'ww', source: 'Werkloosheidswet art. 47; maximumdagloon 2026', value: rules.unemployment.laterShare });
      return { gross: capped * rules.unemployment.laterShare, employment: 0, fromAow, rules: applied };
    case 'partly_working': {
      const share = rules.incapacity.partlyWorkingShare;
      applied.push({ rule: 'wia_partly_working', source: 'Wet WIA art. 61 (WGA loongerelateerd)', value: share });
      const benefit = capped * (1 - share) * rules.incapacity.benefitShare;
      return { gross: wage * share + benefit, employment: wage * share, fromAow, rules: applied };
    }
    case 'not_durable':
      applied.push({ rule: 'wia_not_durable', source: 'Wet WIA art. 61 (WGA 80-100 %)', value: rules.incapacity.benefitShare });
      return { gross: capped * rules.incapacity.benefitShare, employment: 0, fromAow, rules: applied };
    case 'widowed': {
      const survivor = sane(income.survivor_pension_income);
      const anw = anwAt(wage, date, children);
      applied.push({ rule: 'survivor_pension', source: 'Pensioenregeling (nabestaandenpensioen)', value: survivor });
      applied.push({ rule: 'anw', source: 'Algemene nabestaandenwet art. 14, 18 (kind onder 18, inkomenstoets)', value: anw });
      return { gross: wage + survivor + anw, employment: wage, fromAow, rules: applied };
    }
    default:
      return { gross: wage, employment: wage, fromAow, rules: applied };
  }
}
