// Lotte Visser (Van Dijk): a new customer whose account is not activated yet. She has no password;
// the office gave her an activation number, and a registration link is ready, so account
// activation can be walked end to end (README, demo logins). No records yet: every list is empty.
import type { DemoCustomer } from '../../types';
import { vandijkAccountManager, vandijkAdvisor } from '../contacts';
import { ageOn, aowDate } from '../dates';
import { nestedId, type CustomerIds } from '../ids';
import { noRecords } from '../no-records';

const USERNAME = 'lotte.visser@example.nl';
const born = '1998-06-14';

/** The demo activation number and the token of the ready `?register=` link (valid 14 days after seeding). */
export const lotteActivation = { number: 'VD-2026-4817', registerToken: 'lotte-visser-activeren-2026' };

export function lotteVisser(ids: CustomerIds): DemoCustomer {
  return {
    username: USERNAME,
    password: null,
    twoFactor: true,
    activation: lotteActivation,
    profile: {
      salutation: 'Mevrouw',
      full_name: 'Lotte Visser',
      initials: 'L.',
      first_name: 'Lotte',
      official_first_names: 'Lotte Johanna',
      suffix: null,
      last_name: 'Visser',
      username: USERNAME,
      tenant_code: 'VANDIJK',
      date_of_birth: born,
      age: ageOn(born),
      sex: 'female',
      place_of_birth: 'Utrecht',
      smoking: false,
      education_level: 'HBO',
      email_address: USERNAME,
      phone: null,
      mobile: '0634567890',
      phone_work: null,
      office_id: 1,
      retirement_date: aowDate(born),
      iban: null,
      bank_number: null,
      marital_status: 'single',
      marital_status_description: 'Ongehuwd',
      marital_date: null,
      married_before: false,
      marriage_dissolved_at: null,
      marriage_dissolved_type: null,
      kvk: null,
      is_main_customer: true,
      is_business: false,
      last_submitted_portal_invitation_date: null,
      gross_annual_income: null,
      gross_annual_old_age_pension_amount: null,
      gross_annual_employment_pension_amount: null,
      gross_annual_annuity_amount: null,
      gross_annual_half_orphan_benefit_amount: null,
      gross_annual_partner_pension_amount: null,
      can_update_self: true,
      can_update_partner: false,
      addresses: [
        {
          id: nestedId(ids.customer, 1),
          street_name: 'Twijnstraat',
          number: 31,
          number_letter: null,
          number_addition: null,
          formatted_number: '31',
          postcode: '3511 ZH',
          city: 'Utrecht',
          country: null,
          active: true,
        },
      ],
      avatar: null,
      nationality: { code: 'NL', description: 'Nederlandse' },
      identification: null,
      advisor: vandijkAdvisor,
      account_manager: vandijkAccountManager,
      invitation: null,
      product_labels: [],
    },
    ...noRecords(),
  };
}
