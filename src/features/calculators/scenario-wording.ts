// What a scenario's result says in words (issue 25): whom each result is about by name, what
// happens to whom ("als Eva overlijdt en Jan achterblijft"), whose home the verdict is about (the
// household, or the one person left in it after a death or a break-up) and the household's
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
const other = (person: Person): Person => (person === 'applicant' ? 'partner' : 'applicant');

/** "Jan", "je partner Eva" / "uw partner Eva"; without a known name "jij" / "u", "je partner". */
export function whoIs(person: Person, household: Household, address: AddressContext, t: Translate): string {
  const name = household[person]?.trim();
  if (person === 'applicant') return name || t('who_applicant_unnamed', { context: address });
  return name ? t('who_partner', { name, context: address }) : t('who_partner_unnamed', { context: address });
}

/** What happens, and to whom, in this result: the situation the verdict answers. */
export function caseText(key: ScenarioKey, person: Person, household: Household, date: string, address: AddressContext, t: Translate): string {
  const who = whoIs(person, household, address, t);
  if (ALONE_AFTER.includes(key) && !household.hasPartner) return t(`case_${key}_single`, { context: address });
  return sentence(t(`case_${key}`, { who, deceased: whoIs(other(person), household, address, t), date, context: address }));
}

/** The verdict about the household, or after a death or break-up about the one left in the home. */
export function verdictText(key: ScenarioKey, person: Person, livable: Livable, household: Household, address: AddressContext, t: Translate): string {
  const outcome = outcomeOf(livable);
  if (!household.hasPartner) return t(`verdict_${outcome}`, { context: address });
  if (ALONE_AFTER.includes(key)) return sentence(t(`verdict_person_${outcome}`, { who: whoIs(person, household, address, t), context: address }));
  return t(`verdict_household_${outcome}`, { context: address });
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
