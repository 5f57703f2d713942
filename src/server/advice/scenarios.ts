// The seven scenarios of 'can I stay living here' (advice §2, §9): for the applicant and, with
// one, the partner, the household's income and mortgage at the scenario's date against the
// maximum mortgage then. Can pay but cannot prolong is 'maybe'.
import type { components } from '../../../generated/advice';
import { addMonths, aowDate, monthsBetween, nextMonthStart } from './dates';
import { type AppliedRule, cents, type Explanation, type Figure } from './explanation';
import { type LoanPart, netPayment, situationAt } from './loan-parts';
import { maximumMortgage, testRateOf } from './maximum-mortgage';
import { netYearly } from './net-income';
import { obligationsOf } from './obligations';
import { type Event, incomeAt, type Person } from './person-income';
import * as rules from '../../lib/advice/rules/2026';

type Schemas = components['schemas'];
/** The validated request without the handler's step and lead. */
export type ScenarioInput = Omit<Schemas['ScenarioRequest'], 'step' | 'lead'>;
/** The contract's result of one person, whose explanation the engine always gives (the contract may leave it out). */
export type PersonResult = Schemas['ScenarioPersonResult'] & { explanation: Explanation };
export type Outcome = Schemas['ScenarioOutcome'] & { applicant: PersonResult; partner?: PersonResult };
/** The contract's scenario keys, each with the engine's outcome. */
export type ScenarioResult = Record<Exclude<keyof Schemas['ScenarioResult'], 'incapacitated'>, Outcome> & {
  incapacitated: Record<keyof Schemas['IncapacitatedOutcome'], Outcome>;
};

interface Case {
  scenario: string;
  date: string;
  /** Who is in the household at the date, with the event that befalls each. */
  members: { person: Person; event: Event }[];
  parts: LoanPart[];
  extraRules?: AppliedRule[];
}

function household(input: ScenarioInput, date: string) {
  return [input.applicant, ...(input.partner ? [input.partner] : [])].map((person) => ({ person, event: 'none' as Event, date }));
}

const childDates = (input: ScenarioInput) => (input.children ?? []).map((child) => child.date_of_birth);

/** The request fields the engine did without, so the portal can offer the tab that fills them. */
export function missingOf(input: ScenarioInput): string[] {
  return [...(input.property_tax_value == null ? ['property_tax_value'] : []), ...(input.energy_label == null ? ['energy_label'] : [])];
}

function netMonthly(members: { person: Person; event: Event }[], date: string, children: readonly string[]) {
  const single = members.length === 1;
  return members.reduce((sum, { person, event }) => {
    const at = incomeAt(person, date, event, single, children);
    return sum + netYearly(at.gross, at.employment, at.fromAow) / 12;
  }, 0);
}

function evaluate(input: ScenarioInput, today: string, current: number, scenarioCase: Case): PersonResult {
  const { date, members, parts } = scenarioCase;
  const months = monthsBetween(today, date);
  const toDeductionEnd = monthsBetween(today, rules.assumedDeductionEnd);
  const single = members.length === 1;
  const children = childDates(input);
  const incomes = members.map(({ person, event }) => incomeAt(person, date, event, single, children));
  const situation = situationAt(parts, months, toDeductionEnd);
  const rate = testRateOf(
    parts.map((part) => ({
      amount: part.current_amount,
      interest_rate: part.interest_rate,
      remaining_interest_period_in_months: Math.max(0, part.remaining_interest_period_in_months - months),
      box: part.box,
    })),
  );
  const maximum = maximumMortgage({
    incomes: incomes.map((income) => income.gross),
    fromAow: incomes.every((income) => income.fromAow),
    rate,
    energyLabel: input.energy_label,
    ...obligationsOf(members.map(({ person }) => person.obligation_amounts)),
  });
  const net = netMonthly(members, date, children);
  const canPay = situation.monthly_payments <= maximum.monthly_payments + 0.005;
  const canProlong = situation.remaining_sum <= maximum.total_sum + 0.5;
  const figures: Record<string, Figure> = {
    ...maximum.figures,
    gross_income_at_date: Math.round(incomes.reduce((sum, income) => sum + income.gross, 0)),
    net_monthly_now: cents(current),
    net_monthly_at_date: cents(net),
    gross_monthly_payments: cents(situation.monthly_payments),
    net_monthly_payments: cents(netPayment(situation, input.property_tax_value ?? 0, incomes)),
    payment_shortfall: cents(Math.max(0, situation.monthly_payments - maximum.monthly_payments)),
    shortfall: Math.ceil(Math.max(0, situation.remaining_sum - maximum.total_sum)),
  };
  return {
    verdict: { livable: canPay && canProlong ? true : canPay ? 'maybe' : false, can_pay_mortgage: canPay, can_prolong_mortgage: canProlong },
    income: { total_net_monthly_income: cents(net), difference_net_monthly_income: cents(net - current) },
    mortgage_situation: { date, monthly_payments: cents(situation.monthly_payments), remaining_sum: Math.round(situation.remaining_sum) },
    maximum_mortgage: { monthly_payments: maximum.monthly_payments, total_sum: maximum.total_sum },
    explanation: {
      rules_year: rules.rulesYear,
      rules: [...(scenarioCase.extraRules ?? []), ...incomes.flatMap((income) => income.rules), ...maximum.rules],
      inputs: {
        scenario: scenarioCase.scenario,
        date,
        household_size: members.length,
        energy_label: input.energy_label ?? null,
        property_tax_value: input.property_tax_value ?? null,
        loan_parts: parts.length,
        children: children.length,
      },
      figures,
      missing: missingOf(input),
    },
  };
}

/** The interest-only parts, renewed at their end for 30 years and tested as annuity at the test rate. */
function renewInterestOnly(parts: LoanPart[], months: number): LoanPart[] {
  return parts.map((part) =>
    part.repayment_type === 'interest_only'
      ? { ...part, duration_in_months: months + rules.newInterestOnlyMonths, remaining_interest_period_in_months: 0 }
      : part,
  );
}

export function runScenarios(input: ScenarioInput, today: string): ScenarioResult {
  const now = household(input, today);
  const current = netMonthly(now, today, childDates(input));
  const start = nextMonthStart(today);
  const run = (scenarioCase: Case) => evaluate(input, today, current, scenarioCase);
  const people = [input.applicant, ...(input.partner ? [input.partner] : [])];
  const others = (person: Person) => people.filter((other) => other !== person);
  const perPerson = (build: (person: Person) => Case): Outcome => {
    const [applicant, partner] = people.map((person) => run(build(person)));
    return partner ? { applicant: applicant!, partner } : { applicant: applicant! };
  };
  const withEvent =
    (scenario: string, date: string, event: Event, alone = false) =>
    (person: Person): Case => ({
      scenario,
      date,
      parts: input.loan_parts,
      members: [{ person, event }, ...(alone ? [] : others(person).map((other) => ({ person: other, event: 'none' as Event })))],
    });
  const incapacityDate = addMonths(start, rules.incapacity.startsAfterMonths);
  const unemploymentDate = addMonths(start, rules.unemployment.firstMonths);

  const interestOnly = input.loan_parts.filter((part) => part.repayment_type === 'interest_only');
  const renewalMonths = interestOnly.length ? Math.min(...interestOnly.map((part) => part.duration_in_months)) : 0;
  const renewalDate = interestOnly.length ? addMonths(today, renewalMonths) : start;
  const everyone = people.map((person) => ({ person, event: 'none' as Event }));

  return {
    retirement: perPerson((person) => withEvent('retirement', aowDate(person.date_of_birth), 'retired')(person)),
    // Each person's result is that person as the survivor: the partner's death leaves them alone.
    death: perPerson((person) =>
      input.partner
        ? withEvent('death', start, 'widowed', true)(person)
        : {
            scenario: 'death',
            date: start,
            parts: input.loan_parts,
            members: everyone,
            extraRules: [{ rule: 'no_partner', source: 'advice §2', value: true }],
          },
    ),
    incapacitated: {
      partly_working: perPerson(withEvent('incapacitated_partly_working', incapacityDate, 'partly_working')),
      not_durable: perPerson(withEvent('incapacitated_not_durable', incapacityDate, 'not_durable')),
    },
    unemployment: perPerson(withEvent('unemployment', unemploymentDate, 'unemployed')),
    break_up: perPerson((person) =>
      input.partner
        ? withEvent('break_up', start, 'none', true)(person)
        : {
            scenario: 'break_up',
            date: start,
            parts: input.loan_parts,
            members: everyone,
            extraRules: [{ rule: 'no_partner', source: 'advice §2', value: true }],
          },
    ),
    new_interest_only: {
      applicant: run({
        scenario: 'new_interest_only',
        date: renewalDate,
        members: everyone,
        parts: renewInterestOnly(input.loan_parts, renewalMonths),
        extraRules: [{ rule: 'new_interest_only_term', source: 'advice §9', value: rules.newInterestOnlyMonths }],
      }),
    },
    move: { applicant: run({ scenario: 'move', date: start, members: everyone, parts: input.loan_parts }) },
  };
}
