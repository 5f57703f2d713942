// A customer as the office sends it (CustomerInput) turned into the portal's stored profile and
// family documents (core §3's Customer, Partner and Child), and back. The office sends what its
// system holds; the portal adds what it works out (full name, age, state pension date, ids) and
// keeps what the customer chose (avatar) or the portal tracks (data retrieval, labels).
import { isDeepStrictEqual } from 'node:util';
import { ageOn, fullName } from '../../../lib/people';
import { aowDate } from '../../advice/dates';
import { nestedId } from '../../seed/data/ids';
import type { OfficeSchemas } from '../types';

export type CustomerInput = OfficeSchemas['CustomerInput'];
type Partner = NonNullable<CustomerInput['partner']>;
type Child = NonNullable<CustomerInput['children']>[number];
type Address = NonNullable<CustomerInput['addresses']>[number];
type Stored = Record<string, unknown>;

/** The customer's own fields the office sends, stored in the profile under the same names. */
const customerFields = [
  'salutation',
  'initials',
  'first_name',
  'official_first_names',
  'suffix',
  'date_of_birth',
  'sex',
  'place_of_birth',
  'smoking',
  'education_level',
  'phone',
  'mobile',
  'phone_work',
  'iban',
  'marital_status',
  'marital_status_description',
  'marital_date',
  'married_before',
  'marriage_dissolved_at',
  'marriage_dissolved_type',
  'kvk',
  'nationality',
] as const satisfies readonly (keyof CustomerInput)[];
const incomeFields = [
  'gross_annual_income',
  'gross_annual_old_age_pension_amount',
  'gross_annual_employment_pension_amount',
  'gross_annual_annuity_amount',
  'gross_annual_half_orphan_benefit_amount',
  'gross_annual_partner_pension_amount',
] as const satisfies readonly (keyof CustomerInput & keyof Partner)[];
const partnerFields = [
  'salutation',
  'initials',
  'first_name',
  'suffix',
  'last_name',
  'date_of_birth',
  'sex',
  'marital_status',
  'marital_status_description',
  'email_address',
  'phone',
  'mobile',
  ...incomeFields,
] as const satisfies readonly (keyof Partner)[];
const childFields = ['first_name', 'suffix', 'last_name', 'date_of_birth', 'sex'] as const satisfies readonly (keyof Child)[];
const addressFields = ['street_name', 'number', 'number_letter', 'number_addition', 'postcode', 'city', 'country', 'active'] as const;

/** Every listed field of `from`, a missing one as null: a PUT replaces what was there. */
const pick = (from: object, fields: readonly string[]): Stored => Object.fromEntries(fields.map((field) => [field, (from as Stored)[field] ?? null]));

/** What a person's date of birth gives: age on `today` and state pension (AOW) date. */
const dated = (born: string | null | undefined, today: string) => ({
  age: born ? ageOn(born, today) : null,
  retirement_date: born ? aowDate(born) : null,
});

const addressOf = (address: Address, id: number) => ({
  id,
  ...pick(address, addressFields),
  active: address.active ?? true,
  formatted_number: [`${address.number}${address.number_letter ?? ''}`, address.number_addition].filter(Boolean).join('-'),
});

export interface StoredCustomer {
  username: string;
  language: string;
  two_factor: boolean;
  profile: Stored;
  family: Stored;
}

export interface Circumstances {
  customerId: number;
  /** The office's code, and the branch a customer belongs to when the office names none. */
  tenantCode: string;
  firstBranch: number;
  today: string;
  /** The stored profile and family, if any: what the customer and the portal set stays. */
  before?: { profile: Stored; family: Stored };
}

export function storedCustomer(input: CustomerInput, at: Circumstances): StoredCustomer {
  const previous = at.before?.profile ?? {};
  const previousFamily = (at.before?.family ?? {}) as { partner?: Stored | null; children?: Stored[] };
  const partner = input.partner ? storedPartner(input.partner, at, (previousFamily.partner?.avatar as string | null) ?? null) : null;
  const children = (input.children ?? []).map((child, index) => ({
    id: nestedId(at.customerId, 50 + index),
    full_name: fullName(child),
    ...pick(child, childFields),
    age: dated(child.date_of_birth, at.today).age,
    avatar: (previousFamily.children?.[index]?.avatar as string | null | undefined) ?? null,
  }));
  const profile = {
    ...pick(input, customerFields),
    last_name: input.last_name,
    full_name: fullName(input),
    username: input.username,
    email_address: input.username,
    tenant_code: at.tenantCode,
    office_id: input.office_id ?? at.firstBranch,
    ...dated(input.date_of_birth, at.today),
    bank_number: null,
    is_main_customer: true,
    is_business: input.is_business ?? false,
    ...pick(input, incomeFields),
    can_update_self: true,
    can_update_partner: partner !== null,
    addresses: (input.addresses ?? []).map((address, index) => addressOf(address, nestedId(at.customerId, 1 + index))),
    identification: null,
    advisor: null,
    account_manager: null,
    invitation: null,
    // What the customer or the portal itself set stays as it was.
    last_submitted_portal_invitation_date: previous.last_submitted_portal_invitation_date ?? null,
    avatar: previous.avatar ?? null,
    product_labels: previous.product_labels ?? [],
  };
  return { username: input.username, language: input.language ?? 'nl', two_factor: input.two_factor ?? true, profile, family: { partner, children } };
}

function storedPartner(partner: Partner, at: Circumstances, avatar: string | null): Stored {
  return { id: nestedId(at.customerId, 40), full_name: fullName(partner), ...pick(partner, partnerFields), ...dated(partner.date_of_birth, at.today), avatar };
}

/** The customer as the office sent it, read back from what is stored. */
export function customerInputOf(row: StoredCustomer): CustomerInput {
  const { profile } = row;
  const family = row.family as { partner?: Stored | null; children?: Stored[] };
  return {
    username: row.username,
    language: row.language as CustomerInput['language'],
    two_factor: row.two_factor,
    ...pick(profile, customerFields),
    last_name: profile.last_name as string,
    office_id: profile.office_id as number,
    is_business: profile.is_business as boolean,
    ...pick(profile, incomeFields),
    addresses: ((profile.addresses ?? []) as Stored[]).map((address) => pick(address, addressFields)),
    partner: family.partner ? pick(family.partner, partnerFields) : null,
    children: (family.children ?? []).map((child) => pick(child, childFields)),
  } as unknown as CustomerInput;
}

/** Whether storing `next` would change nothing (as JSON: the database may reorder a document's keys). */
export const sameCustomer = (stored: StoredCustomer, next: StoredCustomer) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(stored)), JSON.parse(JSON.stringify(next)));
