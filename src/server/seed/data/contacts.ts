// The people of the offices that customers see as contacts (advisor and account manager), the
// opening-hours helpers and the customers' shared demo password.
import type { components } from '../../../../generated/portal';
import { dataUrl, png } from '../files';

type Schemas = components['schemas'];
type Advisor = Schemas['Advisor'];
type Slot = Schemas['OfficeHoursSlot'];

/** Password of every demo customer. */
export const DEMO_PASSWORD = 'Welkom2026!';
/** DEMO_PASSWORD as hashPassword stores it, made once: a seed then does no scrypt work for it. */
export const DEMO_PASSWORD_HASH = 'scrypt$32768$8$1$sxL8_HTAMkenNiFoswqU0w$0MsYMKQBVZ5wswwnJvsMbtIGxBIr3Ed-YZ6XlKAIzsc';

/** A small PNG avatar as a data URL, a gradient between two colours. */
export function avatar(from: string, to: string): string {
  return dataUrl(png(64, 64, from, to));
}

export const vandijkAdvisor: Advisor = {
  id: 101,
  email: 'mark.vandijk@vandijkhypotheken.nl',
  first_name: 'Mark',
  last_name: 'van Dijk',
  full_name: 'Mark van Dijk',
  phone: '030 234 56 78',
  avatar: avatar('#00529B', '#F39200'),
};

export const vandijkAccountManager: Advisor = {
  id: 102,
  email: 'lotte.vermeulen@vandijkhypotheken.nl',
  first_name: 'Lotte',
  last_name: 'Vermeulen',
  full_name: 'Lotte Vermeulen',
  phone: '033 465 12 90',
  avatar: avatar('#F39200', '#E8F1FA'),
};

export const degrootAdvisor: Advisor = {
  id: 201,
  email: 'w.degroot@degrootfinancieel.nl',
  first_name: 'Willem',
  last_name: 'de Groot',
  full_name: 'Willem de Groot',
  phone: '050 318 44 20',
  avatar: avatar('#1B5E20', '#8D6E63'),
};

/** Shown nowhere while De Groot hides the account manager card, but present in the data. */
export const degrootAccountManager: Advisor = {
  id: 202,
  email: 'i.smit@degrootfinancieel.nl',
  first_name: 'Ingrid',
  last_name: 'Smit',
  full_name: 'Ingrid Smit',
  phone: null,
  avatar: null,
};

export const open = (from: string, till: string): Slot => ({ open: true, from, till });
export const closed: Slot = { open: false, from: null, till: null };
