// What a scenario's result says in words (issues 25 and 42): whom each result is about (the
// customer as je/u, the partner by name), what happens to whom ("als je overlijdt en Eva
// achterblijft"), whose home the verdict is about (the household, or the one person left in it
// after a death or a break-up) and the household's
// headline with the situations that drive it. Pure, so the wording is tested without a screen.
import type { components } from '../../../generated/advice';
import type { components as Portal } from '../../../generated/portal';
import type { AddressContext } from '../../lib/formal-address';
import type { Translate } from './explanation-view';

type Livable = components['schemas']['Livable'];
type ScenarioKey = components['schemas']['ScenarioKey'];

export type { Translate };
export type Person = 'applicant' | 'partner';
export type Outcome = 'true' | 'false' | 'maybe';

/** First names from the family data; `partner` is null when there is no partner. */
export interface Household {
  applicant: string | null;
  partner: string | null;
  hasPartner: boolean;
}

/** After these the verdict is about the one person left in the home, not the household. */
const ALONE_AFTER: readonly ScenarioKey[] = ['death', 'break_up'];

export const outcomeOf = (livable: Livable): Outcome => (livable === 'maybe' ? 'maybe' : livable ? 'true' : 'false');
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The situations told about one person: the signed-in customer's own are told to them (je/u). */
const PERSONAL: readonly ScenarioKey[] = ['retirement', 'death', 'incapacitated', 'unemployment', 'break_up'];

/**
 * Whom a result is about: the customer as "jij" / "u" (issue 42: never by their own name), the
 * partner by first name; without a known name "je partner" / "uw partner".
 */
export function whoIs(person: Person, household: Household, address: AddressContext, t: Translate): string {
  if (person === 'applicant') return t('who_applicant_unnamed', { context: address });
  return household.partner?.trim() || t('who_partner_unnamed', { context: address });
}

/** What happens, and to whom, in this result: "Als je overlijdt en Eva achterblijft". */
export function caseText(key: ScenarioKey, person: Person, household: Household, date: string, address: AddressContext, t: Translate): string {
  if (ALONE_AFTER.includes(key) && !household.hasPartner) return t(`case_${key}_single`, { context: address });
  const partner = whoIs('partner', household, address, t);
  if (key === 'death') {
    // The customer's result is the partner's death; the partner's result is the customer's.
    const text =
      person === 'applicant' ? t('case_death_you', { deceased: partner, context: address }) : t('case_death_you_die', { who: partner, context: address });
    return sentence(text);
  }
  const own = person === 'applicant' && PERSONAL.includes(key);
  return sentence(t(own ? `case_${key}_you` : `case_${key}`, { who: partner, date, context: address }));
}

/** The verdict about the household, or after a death or break-up about the one left in the home; moving is about moving. */
export function verdictText(key: ScenarioKey, person: Person, livable: Livable, household: Household, address: AddressContext, t: Translate): string {
  const outcome = outcomeOf(livable);
  if (key === 'move') return t(`verdict_move${household.hasPartner ? '_household' : ''}_${outcome}`, { context: address });
  if (!household.hasPartner || (ALONE_AFTER.includes(key) && person === 'applicant')) return t(`verdict_${outcome}`, { context: address });
  if (ALONE_AFTER.includes(key)) return sentence(t(`verdict_person_${outcome}`, { who: whoIs(person, household, address, t), context: address }));
  return t(`verdict_household_${outcome}`, { context: address });
}

/** What the survivor keeps, headed for the customer as "Wat je overhoudt", for the partner by name. */
export function keepsTitle(person: Person, household: Household, address: AddressContext, t: Translate): string {
  return person === 'applicant' ? t('keeps_title_you', { context: address }) : t('keeps_title', { who: whoIs(person, household, address, t) });
}

/** A difference with today in words: "€ 1.905,81 lager dan nu", never "€ -1.905,81". */
export function differenceText(difference: number, money: (amount: number) => string, t: Translate): string {
  const shown = money(Math.abs(difference));
  if (shown === money(0)) return t('difference_same');
  return t(difference < 0 ? 'difference_lower' : 'difference_higher', { amount: shown });
}

export interface ShownResult {
  key: ScenarioKey;
  person: Person;
  livable: Livable;
  date: string;
}

/**
 * The household's outcome over every situation shown: the worst verdict, how many situations
 * reach it, and those situations by name, so the headline says whose situation drives it.
 */
export function headline(
  results: ShownResult[],
  household: Household,
  address: AddressContext,
  t: Translate,
): { outcome: Outcome; text: string; drivers: string[] } {
  const outcomes = results.map((result) => outcomeOf(result.livable));
  const outcome: Outcome = outcomes.includes('false') ? 'false' : outcomes.includes('maybe') ? 'maybe' : 'true';
  const drivers = outcome === 'true' ? [] : results.filter((_, index) => outcomes[index] === outcome);
  const form = household.hasPartner ? '_household' : '';
  return {
    outcome,
    text: t(`overall_${outcome}${form}`, { n: drivers.length, total: results.length, context: address }),
    drivers: drivers.map((result) =>
      t('overall_driver', { scenario: t(`scenario_${result.key}`), case: caseText(result.key, result.person, household, result.date, address, t) }),
    ),
  };
}

/** The partner pension the engine counted for the one left behind (its rule's yearly amount). */
export function survivorPension(explanation: components['schemas']['Explanation'] | undefined): number | null {
  const value = explanation?.rules.find((rule) => rule.rule === 'survivor_pension')?.value;
  return typeof value === 'number' && value > 0 ? value : null;
}

export interface LifeCover {
  name: string;
  insurer: string | null;
  amount: number;
}

/** Active life and term-life policies (Overlijdensrisicoverzekering) with the capital they pay out. */
export function lifeCovers(policies: Portal['schemas']['Policy'][]): LifeCover[] {
  return policies
    .filter((policy) => policy.active && policy.view_group_name === 'Levensverzekering/risico')
    .flatMap((policy) => {
      const amount = policy.insured_amounts.find((item) => typeof item.value === 'number')?.value;
      return typeof amount === 'number' ? [{ name: policy.name, insurer: policy.agency?.sender_name ?? policy.agency?.receiver_name ?? null, amount }] : [];
    });
}
