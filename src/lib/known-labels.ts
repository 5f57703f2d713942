/**
 * Labels and kinds that arrive from the office's system as Dutch text (issue 42, item 11): the
 * income details, the obligations' lines and kinds, house kinds, policy kinds and lines, and the
 * appointment catalogue's categories. Each table is
 * keyed by the Dutch text as it arrives and names the text in `locales/<language>/labels.json`.
 * A text no table knows is shown as written: the office may have written it, and a wrong
 * translation is worse than its own words.
 */
import type nlLabels from '../../locales/nl/labels.json';

export type LabelKey = keyof typeof nlLabels;
export type LabelTable = Readonly<Record<string, LabelKey>>;
export type LabelTranslate = (key: LabelKey, values: { year: string }) => string;

/** A year at the end ("Winst 2025") is looked up as `{jaar}` and handed to the text as `year`. */
const YEAR = /^(.*\S)\s+((?:19|20)\d{2})$/;

const keyOf = (table: LabelTable, text: string): LabelKey | undefined => (Object.hasOwn(table, text) ? table[text] : undefined);

/** The text in the reader's language when the table knows it, otherwise the text as written. */
export function knownLabel(table: LabelTable, text: string, t: LabelTranslate): string {
  const key = keyOf(table, text);
  if (key) return t(key, { year: '' });
  const dated = YEAR.exec(text);
  const yearly = dated ? keyOf(table, `${dated[1]} {jaar}`) : undefined;
  return dated && yearly ? t(yearly, { year: dated[2] ?? '' }) : text;
}

/** The titles of an income item's details. */
export const INCOME_DETAILS = {
  Functie: 'income_function',
  Dienstverband: 'income_employment',
  'In dienst sinds': 'income_employed_since',
  'Bruto jaarsalaris': 'income_gross_salary',
  Vakantiegeld: 'income_holiday_pay',
  Eindejaarsuitkering: 'income_year_end_bonus',
  'KvK-nummer': 'income_chamber_number',
  'Winst {jaar}': 'income_profit_year',
  'Uitkerende instantie': 'income_paying_agency',
  'Per maand': 'income_per_month',
  Einddatum: 'income_end_date',
  Omschrijving: 'income_description',
  'Kale huur per maand': 'income_basic_rent',
  'Aantal kinderen': 'income_children',
  Uitgever: 'income_publisher',
} as const satisfies LabelTable;

/** The labels of an obligation's description and amount lines. */
export const OBLIGATION_DETAILS = {
  Bank: 'obligation_bank',
  Rekeningnummer: 'obligation_account_number',
  Kredietlimiet: 'obligation_credit_limit',
  'Huidig saldo': 'obligation_current_balance',
  Kredietverstrekker: 'obligation_lender',
  Contractnummer: 'obligation_contract_number',
  Einddatum: 'obligation_end_date',
  'Oorspronkelijk bedrag': 'obligation_original_amount',
  Restschuld: 'obligation_remaining_debt',
  Opgenomen: 'obligation_drawn',
  Verstrekker: 'obligation_provider',
  Persoon: 'obligation_person',
  Aflosfase: 'obligation_repayment_phase',
  'Oorspronkelijke schuld': 'obligation_original_debt',
  Stelsel: 'obligation_scheme',
  Ontvanger: 'obligation_recipient',
  'Fiscaal aftrekbaar per jaar': 'obligation_tax_deductible',
} as const satisfies LabelTable;

/** An obligation's type description, as the office's system names the kinds. */
export const OBLIGATION_KINDS = {
  'Roodstand betaalrekening': 'obligation_kind_overdraft',
  'Persoonlijke lening': 'obligation_kind_personal_loan',
  'Doorlopend krediet': 'obligation_kind_revolving_credit',
  Studievoorschot: 'obligation_kind_study_advance',
  Studieschuld: 'obligation_kind_study_loan',
  Alimentatie: 'obligation_kind_alimony',
  Partneralimentatie: 'obligation_kind_partner_alimony',
  // Written in full, not matched by its first word: the rest of a longer kind may be the office's
  // own Dutch ("Alimentatie kinderen"), which a half translation would leave behind.
  'Partneralimentatie ex-partner': 'obligation_kind_partner_alimony_former',
} as const satisfies LabelTable;

/** The home's building type (`residential_building_type`), function and function status. */
export const HOUSE_KINDS = {
  Appartement: 'house_apartment',
  Tussenwoning: 'house_terraced',
  Hoekwoning: 'house_end_terrace',
  'Twee-onder-een-kapwoning': 'house_semi_detached',
  'Vrijstaande woning': 'house_detached',
  woonfunctie: 'house_function_residential',
  'in gebruik': 'house_status_in_use',
} as const satisfies LabelTable;

/** A policy's group (`view_group_name`) and branch (`branche_group_name`). */
export const POLICY_KINDS = {
  Aansprakelijkheid: 'policy_liability',
  Auto: 'policy_car',
  Bromfiets: 'policy_moped',
  Inboedel: 'policy_contents',
  'Levensverzekering/risico': 'policy_term_life',
  Opstal: 'policy_buildings',
  Pakket: 'policy_package',
  Rechtsbijstand: 'policy_legal',
  Reis: 'policy_travel',
  Woonlastenbeschermer: 'policy_housing_costs',
  Brand: 'policy_fire',
  Inkomen: 'policy_income',
  Leven: 'policy_life',
  Motorrijtuigen: 'policy_motor',
  Zorg: 'policy_health',
} as const satisfies LabelTable;

/** The labels of a policy's description lines and insured amounts. */
export const POLICY_DETAILS = {
  Dekking: 'policy_detail_coverage',
  'Eigen risico': 'policy_detail_excess',
  Wachttijd: 'policy_detail_waiting_period',
  Vorm: 'policy_detail_form',
  Verzekerden: 'policy_detail_insured_people',
  'Verzekerd maandbedrag': 'policy_detail_insured_monthly',
  'Verzekerd kapitaal': 'policy_detail_insured_capital',
  'Verzekerd bedrag per gebeurtenis': 'policy_detail_insured_per_event',
  'Verzekerd bedrag inboedel': 'policy_detail_insured_contents',
  Uitkeringsduur: 'policy_detail_benefit_period',
  Pakketnummer: 'policy_detail_package_number',
  Pakketkorting: 'policy_detail_package_discount',
  Modules: 'policy_detail_modules',
  'Merk en type': 'policy_detail_make_model',
  Kostbaarheden: 'policy_detail_valuables',
  Kenteken: 'policy_detail_registration',
  Herbouwwaarde: 'policy_detail_rebuild_value',
  Gezinssamenstelling: 'policy_detail_household',
  Gezinsdekking: 'policy_detail_family_cover',
  Dekkingsgebied: 'policy_detail_area',
  Cataloguswaarde: 'policy_detail_list_price',
  Bouwaard: 'policy_detail_construction',
  Bagage: 'policy_detail_luggage',
  Annuleringskosten: 'policy_detail_cancellation_costs',
  Annulering: 'policy_detail_cancellation',
  'Afgesloten via': 'policy_detail_taken_out_via',
} as const satisfies LabelTable;

/** An appointment category's name, as the office's catalogue names it (decision 043). */
export const APPOINTMENT_CATEGORIES = {
  Hypotheken: 'appointment_category_mortgages',
  Verzekeringen: 'appointment_category_insurance',
  Advies: 'appointment_category_advice',
  Pensioen: 'appointment_category_pensions',
} as const satisfies LabelTable;
