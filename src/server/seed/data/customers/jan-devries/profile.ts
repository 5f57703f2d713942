// Jan de Vries, his wife Eva de Vries-Bakker and their children Daan and Noor. They live on the
// Nieuwegracht in Utrecht; the flat they lived in before is let out (see mortgages).
import type { components } from '../../../../../../generated/portal';
import type { DemoCustomer } from '../../../types';
import { avatar, DEMO_PASSWORD, vandijkAccountManager, vandijkAdvisor } from '../../contacts';
import { ageOn, aowDate, isoDaysAgo } from '../../dates';
import { nestedId, type CustomerIds } from '../../ids';

type Address = components['schemas']['Address'];

export const USERNAME = 'jan.devries@example.nl';
/** His wife Eva's login (eva-devries.ts): she signs their offer with him. */
export const EVA = 'eva.devries@example.nl';

/** The current home: the running mortgage's main property matches it exactly. */
export const home = { street: 'Nieuwegracht', number: 38, addition: 'A', postalCode: '3512 LS', city: 'Utrecht' } as const;
/** The flat they lived in before, now let out. */
export const previousHome = { street: 'Amsterdamsestraatweg', number: 112, addition: 'bis', postalCode: '3513 AG', city: 'Utrecht' } as const;

const born = '1986-04-12';
const partnerBorn = '1988-09-03';

export function addresses(ids: CustomerIds): Address[] {
  return [
    {
      id: nestedId(ids.customer, 1),
      street_name: home.street,
      number: home.number,
      number_letter: null,
      number_addition: home.addition,
      formatted_number: `${home.number}-${home.addition}`,
      postcode: home.postalCode,
      city: home.city,
      country: null,
      active: true,
    },
    {
      id: nestedId(ids.customer, 2),
      street_name: previousHome.street,
      number: previousHome.number,
      number_letter: null,
      number_addition: previousHome.addition,
      formatted_number: `${previousHome.number} ${previousHome.addition}`,
      postcode: previousHome.postalCode,
      city: previousHome.city,
      country: null,
      active: false,
    },
  ];
}

export function profile(ids: CustomerIds): DemoCustomer['profile'] {
  return {
    salutation: 'De heer',
    full_name: 'Jan de Vries',
    initials: 'J.P.',
    first_name: 'Jan',
    official_first_names: 'Johannes Pieter',
    suffix: 'de',
    last_name: 'Vries',
    username: USERNAME,
    tenant_code: 'VANDIJK',
    date_of_birth: born,
    age: ageOn(born),
    sex: 'male',
    place_of_birth: 'Amersfoort',
    smoking: false,
    education_level: 'HBO',
    email_address: USERNAME,
    phone: '030 271 84 55',
    mobile: '0612345678',
    phone_work: '030 299 10 00',
    office_id: 1,
    retirement_date: aowDate(born),
    iban: 'NL91ABNA0417164300',
    bank_number: '417164300',
    marital_status: 'married',
    marital_status_description: 'Gehuwd (beperkte gemeenschap van goederen)',
    marital_date: '2017-06-21',
    married_before: true,
    marriage_dissolved_at: '2015-03-16',
    marriage_dissolved_type: 'Echtscheiding',
    kvk: null,
    is_main_customer: true,
    is_business: false,
    last_submitted_portal_invitation_date: isoDaysAgo(46, '14:12'),
    gross_annual_income: 78400,
    gross_annual_old_age_pension_amount: 13450,
    gross_annual_employment_pension_amount: 21800,
    gross_annual_annuity_amount: 1860,
    gross_annual_half_orphan_benefit_amount: 0,
    gross_annual_partner_pension_amount: 14600,
    can_update_self: true,
    can_update_partner: true,
    addresses: addresses(ids),
    avatar: avatar('#00529B', '#7FB2E5'),
    nationality: { code: 'NL', description: 'Nederlandse' },
    identification: { type: 'passport', number: 'NXK41C9P7', issue_date: '2021-03-15', expiry_date: '2031-03-15' },
    advisor: vandijkAdvisor,
    account_manager: vandijkAccountManager,
    invitation: null,
    product_labels: ['ABN AMRO Woninghypotheek', 'Rabobank Hypotheek', 'Florius Profijt Hypotheek'],
  };
}

export function family(ids: CustomerIds): DemoCustomer['family'] {
  return {
    partner: {
      id: nestedId(ids.customer, 50),
      salutation: 'Mevrouw',
      full_name: 'Eva de Vries-Bakker',
      initials: 'E.M.',
      first_name: 'Eva',
      suffix: 'de',
      last_name: 'Vries-Bakker',
      date_of_birth: partnerBorn,
      age: ageOn(partnerBorn),
      sex: 'female',
      marital_status: 'married',
      marital_status_description: 'Gehuwd (beperkte gemeenschap van goederen)',
      email_address: EVA,
      phone: '030 271 84 55',
      mobile: '0687654321',
      retirement_date: aowDate(partnerBorn),
      avatar: avatar('#F39200', '#FCE3BD'),
      gross_annual_income: 46250,
      gross_annual_old_age_pension_amount: 13450,
      gross_annual_employment_pension_amount: 11900,
      gross_annual_annuity_amount: 0,
      gross_annual_half_orphan_benefit_amount: 0,
      gross_annual_partner_pension_amount: 9800,
    },
    children: [
      { id: nestedId(ids.customer, 61), full_name: 'Daan de Vries', first_name: 'Daan', suffix: 'de', last_name: 'Vries', date_of_birth: '2016-05-20', age: ageOn('2016-05-20'), sex: 'male', avatar: avatar('#2E7D32', '#C8E6C9') },
      { id: nestedId(ids.customer, 62), full_name: 'Noor de Vries', first_name: 'Noor', suffix: 'de', last_name: 'Vries', date_of_birth: '2019-11-02', age: ageOn('2019-11-02'), sex: 'female', avatar: null },
    ],
  };
}

export const login = { username: USERNAME, password: DEMO_PASSWORD };
