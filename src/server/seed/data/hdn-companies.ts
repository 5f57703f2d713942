// The HDN company code table: Dutch lenders and insurers with the code they use in HDN messages,
// whether they receive (applications) and send (offers, policy data), the message versions they
// support, and the product lines (labels) of the lenders. The codes follow the style of the HDN
// table (short upper-case codes); they are plausible demo values, not checked against HDN.
import type { components } from '../../../../generated/portal';
import type { DemoCompany } from '../types';

type Agency = components['schemas']['Agency'];

interface Entry {
  code: string;
  /** Name as receiver of applications; null when the company receives nothing. */
  receiver: string | null;
  /** Name as sender of offers and policy data; null when it sends nothing. */
  sender: string | null;
  versions: [string, string] | null;
  /** No longer receiving or sending: kept in the table for old policies and mortgages. */
  retired?: true;
  labels?: [string, number | null][];
}

const entries: Entry[] = [
  // --- banks and mortgage lenders
  { code: 'ABN', receiver: 'ABN AMRO Bank N.V.', sender: 'ABN AMRO Hypotheken Groep', versions: ['23.0', '25.0'], labels: [['ABN AMRO Woninghypotheek', 1101], ['ABN AMRO Budget Hypotheek', 1102], ['ABN AMRO Verduurzamingshypotheek', 1103]] },
  { code: 'RAB', receiver: 'Coöperatieve Rabobank U.A.', sender: 'Rabobank', versions: ['23.0', '25.0'], labels: [['Rabobank Hypotheek', 1201], ['Rabobank Duurzaam Wonen Hypotheek', 1202]] },
  { code: 'ING', receiver: 'ING Bank N.V.', sender: 'ING Hypotheken', versions: ['23.0', '25.0'], labels: [['ING Hypotheek', 1301], ['ING Annuïteitenhypotheek Plus', 1302]] },
  { code: 'SNS', receiver: 'de Volksbank N.V. (SNS)', sender: 'SNS', versions: ['22.0', '25.0'], labels: [['SNS Hypotheek', 1401], ['SNS Duurzaam Wonen Hypotheek', 1402]] },
  { code: 'ASN', receiver: 'de Volksbank N.V. (ASN Bank)', sender: 'ASN Bank', versions: ['22.0', '25.0'], labels: [['ASN Hypotheek', 1501]] },
  { code: 'RGB', receiver: 'de Volksbank N.V. (RegioBank)', sender: 'RegioBank', versions: ['22.0', '25.0'], labels: [['RegioBank Hypotheek', 1601]] },
  { code: 'OBV', receiver: 'Obvion N.V.', sender: 'Obvion', versions: ['23.0', '25.0'], labels: [['Obvion Hypotheek', 1701], ['Obvion Basis Hypotheek', 1702], ['Obvion Groen Hypotheek', 1703]] },
  { code: 'FLO', receiver: 'Florius (ABN AMRO Bank N.V.)', sender: 'Florius', versions: ['22.0', '25.0'], labels: [['Florius Profijt Hypotheek', 1801], ['Florius Flex Hypotheek', 1802]] },
  { code: 'ARG', receiver: 'Argenta Spaarbank N.V.', sender: 'Argenta', versions: ['22.0', '24.0'], labels: [['Argenta Hypotheek', 1901]] },
  { code: 'MUN', receiver: 'Munt Hypotheken B.V.', sender: 'Munt Hypotheken', versions: ['23.0', '25.0'], labels: [['Munt Hypotheek', 2001], ['Munt Hypotheek Duurzaam', 2002]] },
  { code: 'BLG', receiver: 'BLG Wonen (de Volksbank N.V.)', sender: 'BLG Wonen', versions: ['22.0', '25.0'], labels: [['BLG Wonen Hypotheek', 2101]] },
  { code: 'LLO', receiver: 'Lloyds Bank GmbH, Nederland', sender: 'Lloyds Bank', versions: ['21.0', '24.0'], labels: [['Lloyds Bank Hypotheek', 2201]] },
  { code: 'HYT', receiver: 'Hypotrust B.V.', sender: 'Hypotrust', versions: ['23.0', '25.0'], labels: [['Hypotrust Elan Hypotheek', 2301], ['Hypotrust Comfort Hypotheek', 2302]] },
  { code: 'TLP', receiver: 'Tulp Hypotheken B.V.', sender: 'Tulp Hypotheken', versions: ['23.0', '25.0'], labels: [['Tulp Hypotheek', 2401]] },
  { code: 'VEN', receiver: 'Venn Hypotheken B.V.', sender: 'Venn Hypotheken', versions: ['23.0', '25.0'], labels: [['Venn Hypotheek', 2501], ['Venn Duurzaam Hypotheek', 2502]] },
  { code: 'MER', receiver: 'Merius Hypotheken B.V.', sender: 'Merius Hypotheken', versions: ['23.0', '25.0'], labels: [['Merius Hypotheek', 2601]] },
  { code: 'WOF', receiver: 'Woonfonds Nederland B.V.', sender: 'Woonfonds', versions: ['23.0', '25.0'], labels: [['Woonfonds Hypotheek', 2701]] },
  { code: 'NIB', receiver: 'NIBC Bank N.V.', sender: 'NIBC Direct', versions: ['22.0', '25.0'], labels: [['NIBC Hypotheek', 2801], ['NIBC Verduurzamingshypotheek', null]] },
  // --- insurers that also lend
  { code: 'AEG', receiver: 'Aegon Hypotheken B.V.', sender: 'Aegon', versions: ['23.0', '25.0'], labels: [['Aegon Hypotheek', 3101], ['Aegon Bankspaarhypotheek', 3102]] },
  { code: 'NN', receiver: 'Nationale-Nederlanden', sender: 'Nationale-Nederlanden', versions: ['23.0', '25.0'], labels: [['NN Hypotheek', 3201], ['NN Woonhypotheek Duurzaam', 3202]] },
  { code: 'ASR', receiver: 'a.s.r. hypotheken', sender: 'a.s.r.', versions: ['23.0', '25.0'], labels: [['a.s.r. WelThuis Hypotheek', 3301], ['a.s.r. Duurzaam Wonen Hypotheek', 3302]] },
  { code: 'CBH', receiver: 'Centraal Beheer Hypotheken', sender: 'Centraal Beheer', versions: ['23.0', '25.0'], labels: [['Centraal Beheer Hypotheek', 3401]] },
  { code: 'ACH', receiver: 'Achmea Bank N.V.', sender: 'Achmea', versions: ['22.0', '25.0'], labels: [['Achmea Hypotheek', 3501]] },
  { code: 'ALZ', receiver: 'Allianz Nederland', sender: 'Allianz', versions: ['22.0', '25.0'], labels: [['Allianz Hypotheek', 3601]] },
  // --- insurers
  { code: 'INT', receiver: 'Interpolis (Achmea Schadeverzekeringen N.V.)', sender: 'Interpolis', versions: ['22.0', '25.0'] },
  { code: 'UNI', receiver: 'Univé Schade', sender: 'Univé', versions: ['22.0', '25.0'] },
  { code: 'KLV', receiver: 'Klaverblad Verzekeringen', sender: 'Klaverblad', versions: ['22.0', '24.0'] },
  { code: 'GSE', receiver: 'De Goudse Verzekeringen', sender: 'De Goudse', versions: ['22.0', '24.0'] },
  { code: 'ZLM', receiver: null, sender: 'ZLM Verzekeringen', versions: ['23.0', '24.0'] },
  // --- no longer active: kept for old policies and mortgages
  { code: 'DLL', receiver: 'Delta Lloyd Levensverzekering N.V.', sender: 'Delta Lloyd', versions: ['16.0', '20.0'], retired: true, labels: [['Delta Lloyd Hypotheek', null]] },
  { code: 'RLS', receiver: 'Reaal Schadeverzekeringen N.V.', sender: 'Reaal', versions: null, retired: true },
];

export const hdnCompanies: DemoCompany[] = entries.map((entry) => ({
  data: {
    hdn_code: entry.code,
    is_receiver: entry.receiver !== null && !entry.retired,
    is_sender: entry.sender !== null && !entry.retired,
    receiver_name: entry.receiver,
    sender_name: entry.sender,
    min_version: entry.versions?.[0] ?? null,
    max_version: entry.versions?.[1] ?? null,
  },
  labels: (entry.labels ?? []).map(([name, product_id]) => ({ name, product_id })),
}));

/** The company with an HDN code as the contract's Agency, with the id the seed gives it. */
export function agency(code: string): Agency {
  const index = hdnCompanies.findIndex((company) => company.data.hdn_code === code);
  const company = hdnCompanies[index];
  if (!company) throw new Error(`No HDN company ${code} in the demo table`);
  return { id: index + 1, ...company.data };
}

/** The display name of a company: its sender name, else its receiver name. */
export function agencyName(code: string): string {
  const found = agency(code);
  return found.sender_name ?? found.receiver_name ?? code;
}
