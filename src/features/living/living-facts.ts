/**
 * The living screen's facts (advice §2) as label keys and display values: the home's values and
 * the further home data. Unknown (null) values are left out rather than shown as blanks.
 */
import type { components } from '../../../generated/portal';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { HOUSE_KINDS } from '../../lib/known-labels';

export type Living = components['schemas']['Living'];

export interface Fact {
  key: string;
  value: string;
}

type Translate = (key: string) => string;
/** A house kind in the reader's language, or as written (useKnownLabel). */
type Kind = (table: typeof HOUSE_KINDS, text: string) => string;
const kind = (text: string | null, label: Kind) => (text === null ? null : label(HOUSE_KINDS, text));

const yesNo = (value: boolean, t: Translate) => t(value ? 'yes' : 'no');

/** The address as one line: "Nieuwegracht 45-A, 3512 LE Utrecht". */
export function addressLine(
  living: Pick<Living, 'street_name' | 'formatted_number' | 'number' | 'number_letter' | 'number_addition' | 'postcode' | 'city'>,
): string {
  const number =
    living.formatted_number ?? [living.number, living.number_letter, living.number_addition].filter((part) => part !== null && part !== '').join(' ');
  const street = [living.street_name, number].filter(Boolean).join(' ');
  return [street, [living.postcode, living.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function known(entries: [string, string | null][]): Fact[] {
  return entries.flatMap(([key, value]) => (value === null ? [] : [{ key, value }]));
}

const money = (amount: number | null) => (amount === null ? null : formatMoney(amount, 0));
const monthly = (amount: number | null, t: Translate) => (amount === null ? null : `${formatMoney(amount)} ${t('a_month')}`);
const area = (square: number | null) => (square === null ? null : `${formatNumber(square, 0)} m²`);

/** Market value, WOZ value, solar panels, building type and construction year. */
export function valueFacts(living: Living, t: Translate, label: Kind): Fact[] {
  return known([
    ['market_value', money(living.market_value)],
    ['woz_value', money(living.woz_value_home)],
    ['building_type', kind(living.residential_building_type, label)],
    ['construction_year', living.construction_year === null ? null : String(living.construction_year)],
    ['solar_panels', living.solar_panels === null ? null : yesNo(living.solar_panels, t)],
  ]);
}

/** The further home data: purchase price, areas, rent and costs, function, rentable, smart meter. */
export function furtherFacts(living: Living, t: Translate, label: Kind): Fact[] {
  return known([
    ['purchase_price', money(living.purchase_price)],
    ['house_area', area(living.house_area)],
    ['plot_area', area(living.plot_area)],
    ['plain_rent', monthly(living.plain_rent, t)],
    ['service_costs', monthly(living.service_costs, t)],
    ['other_costs', monthly(living.other_costs, t)],
    ['function', kind(living.function, label)],
    ['function_status', kind(living.function_status, label)],
    ['rentable', living.rentable === null ? null : yesNo(living.rentable, t)],
    ['smart_meter', living.smart_meter === null ? null : yesNo(living.smart_meter, t)],
  ]);
}

/** "geldig tot 14 mei 2031" for the label's end date, or null. */
export const labelEndDate = (living: Living): string | null => (living.energy_label_end_date ? formatDate(living.energy_label_end_date, 'long') : null);
