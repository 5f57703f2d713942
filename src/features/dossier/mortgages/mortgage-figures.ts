/**
 * The arithmetic and ordering of the mortgages screen (core §2, §4, §9): totals that skip
 * mortgages in application, the mortgage at the current address first, paid value, yearly costs,
 * the fixed-rate years and where a loan part stands between its start and end.
 */
import type { components } from '../../../../generated/portal';
import { openCount } from '../../../lib/request-status';

type Schemas = components['schemas'];
export type Mortgage = Schemas['Mortgage'];
export type MortgagePart = Schemas['MortgagePart'];
export type Property = Schemas['Property'];
export type Address = Schemas['Address'];

/** Status 0 is running; 1 to 18 are the phases of an application (core §4). */
export const isInApplication = (status: Schemas['MortgageStatus']): boolean => status >= 1 && status <= 18;

/** Requested mortgages (status not 0) show the application display; running ones their parts. */
export const isRequested = (mortgage: Pick<Mortgage, 'status'>): boolean => mortgage.status !== 0;

/** The number of requested documents not yet received (a mortgage is 'open' while above 0). */
export const openRequests = (mortgage: Mortgage): number => (mortgage.progress ? openCount(mortgage.progress) : mortgage.openProgress);

export interface MortgageTotals {
  totaalSom: number;
  restantHoofdsom: number;
  monthly: number;
}

export function mortgageTotals(mortgages: readonly Mortgage[]): MortgageTotals {
  return mortgages
    .filter((mortgage) => !isInApplication(mortgage.status))
    .reduce(
      (sum, mortgage) => ({
        totaalSom: sum.totaalSom + (mortgage.totaalSom ?? 0),
        restantHoofdsom: sum.restantHoofdsom + (mortgage.restantHoofdsom ?? 0),
        monthly: sum.monthly + (mortgage.monthly_amount ?? 0),
      }),
      { totaalSom: 0, restantHoofdsom: 0, monthly: 0 },
    );
}

/** Paid value = totaalSom − restantHoofdsom (core §9). */
export const paidValue = (mortgage: Pick<Mortgage, 'totaalSom' | 'restantHoofdsom'>): number => (mortgage.totaalSom ?? 0) - (mortgage.restantHoofdsom ?? 0);

/** Yearly amount = 12 × monthly (core §9); null stays null. */
export const yearly = (monthly: number | null): number | null => (monthly === null ? null : monthly * 12);

/** Fixed-rate years = rentevasteperiode / 12, rounded (core §9). */
export const fixedPeriodYears = (months: number | null): number | null => (months === null ? null : Math.round(months / 12));

const normalise = (text: string | number | null | undefined) =>
  String(text ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();

/** The property lies at `address`: same street, number, addition and postal code. */
export function isAtAddress(property: Property | null | undefined, address: Address | null | undefined): boolean {
  if (!property || !address) return false;
  return (
    normalise(property.street) === normalise(address.street_name) &&
    normalise(property.number) === normalise(address.number) &&
    normalise(property.number_addition) === normalise(address.number_addition) &&
    normalise(property.postal_code) === normalise(address.postcode)
  );
}

/** The customer's current address, when known. */
export const activeAddress = (addresses: readonly Address[] | undefined): Address | null => addresses?.find((address) => address.active) ?? null;

/** The mortgage on the current home first; the others keep their order. */
export function sortMortgages(mortgages: readonly Mortgage[], address: Address | null): Mortgage[] {
  const home = (mortgage: Mortgage) => (isAtAddress(mortgage.mainProperty, address) ? 0 : 1);
  return [...mortgages].sort((a, b) => home(a) - home(b));
}

const time = (date: string | null) => (date ? Date.parse(date) : Number.NaN);
const share = (from: number, to: number, at: number) => (to > from ? Math.min(1, Math.max(0, (at - from) / (to - from))) : 0);

export interface PartTimeline {
  /** How far the part is from start to end, 0 to 1. */
  elapsed: number;
  /** Where the fixed-rate period ends on the same line, 0 to 1; null when unknown. */
  fixedEnd: number | null;
}

/** The progress bar of a loan part, or null without start and end dates. */
export function partTimeline(part: Pick<MortgagePart, 'begindatum' | 'einddatum' | 'einddatumRentevast'>, now: number): PartTimeline | null {
  const from = time(part.begindatum);
  const to = time(part.einddatum);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return null;
  const fixed = time(part.einddatumRentevast);
  return { elapsed: share(from, to, now), fixedEnd: Number.isNaN(fixed) ? null : share(from, to, fixed) };
}

/** Locale keys (namespace dossier) for the codes of core §4 and §9. */
export const statusKey = (status: Schemas['MortgageStatus']) => `mortgage_status_${status}` as const;
export const repaymentKey = (code: Schemas['RepaymentType']) => `repayment_${code}` as const;
export const interestKey = (type: Schemas['InterestType'] | null) => (type ? (`interest_${type}` as const) : null);
