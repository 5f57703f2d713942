/**
 * The numbers next to menu entries and on shortcut badges (core §2, §4; advice §2). Pure, so the
 * rules are tested without a server; the shell feeds them the list answers.
 */
import type { components } from '../../generated/portal';

type Schemas = components['schemas'];
type Money = number | null | undefined;

interface Seen {
  seen_by_customer: boolean;
}

/** Items the customer has not opened yet: tasks, mails, notes, signals. */
export function unseenCount(...lists: readonly (readonly Seen[])[]): number {
  return lists.reduce((total, list) => total + list.filter((item) => !item.seen_by_customer).length, 0);
}

/** Policies a customer sees; mutation code 999 is never shown (core §5). */
export function policyCount(policies: readonly Pick<Schemas['Policy'], 'mutation_code'>[]): number {
  return policies.filter((policy) => policy.mutation_code !== 999).length;
}

/** The list's length, or 1 when the list is empty but someone has a yearly amount above 0. */
function withYearlyFallback(entries: number, yearlyAmounts: readonly Money[]): number {
  if (entries > 0) return entries;
  return yearlyAmounts.some((amount) => (amount ?? 0) > 0) ? 1 : 0;
}

type IncomeHolder = Pick<Schemas['Customer'], 'gross_annual_income'>;
type PensionHolder = Pick<Schemas['Customer'], 'gross_annual_old_age_pension_amount' | 'gross_annual_employment_pension_amount'>;

/** Income entries of customer and partner; 1 when neither has entries but one has a gross yearly income. */
export function incomeCount(entries: number, customer?: IncomeHolder | null, partner?: IncomeHolder | null): number {
  return withYearlyFallback(entries, [customer?.gross_annual_income, partner?.gross_annual_income]);
}

const pensionSum = (holder?: PensionHolder | null): number =>
  (holder?.gross_annual_old_age_pension_amount ?? 0) + (holder?.gross_annual_employment_pension_amount ?? 0);

/** Pension entries of customer and partner; 1 when neither has entries but old-age plus employment pension is above 0. */
export function pensionCount(entries: number, customer?: PensionHolder | null, partner?: PensionHolder | null): number {
  return withYearlyFallback(entries, [pensionSum(customer), pensionSum(partner)]);
}

type Damage = Pick<Schemas['DamageClaim'], 'seen_by_customer' | 'settled' | 'progress_items'>;

/** A damage is new when not seen, not settled, and with at least one requested item not received (core §4). */
export function isNewDamage(damage: Damage): boolean {
  return !damage.seen_by_customer && !damage.settled && (damage.progress_items ?? []).some((item) => !item.received);
}

export function newDamageCount(damages: readonly Damage[]): number {
  return damages.filter(isNewDamage).length;
}

/**
 * Documents the office still asks for: mortgage requests not received (openProgress) and damage
 * requests neither received nor sent. The contract's documents carry no seen flag, so these are
 * what a documents badge can honestly call new work for the customer.
 */
export function requestedDocumentCount(
  mortgages: readonly Pick<Schemas['Mortgage'], 'openProgress'>[],
  damages: readonly Pick<Schemas['DamageClaim'], 'progress_items'>[],
): number {
  const forMortgages = mortgages.reduce((total, mortgage) => total + Math.max(0, mortgage.openProgress), 0);
  const forDamages = damages.reduce((total, damage) => total + (damage.progress_items ?? []).filter((item) => !item.received && !item.sent).length, 0);
  return forMortgages + forDamages;
}

/** Appointments not over yet and not cancelled; the contract gives appointments no seen flag. */
export function upcomingCount(appointments: readonly Pick<Schemas['Appointment'], 'time_end' | 'status'>[], now: Date): number {
  return appointments.filter((appointment) => appointment.status !== 'cancelled' && Date.parse(appointment.time_end) > now.getTime()).length;
}
