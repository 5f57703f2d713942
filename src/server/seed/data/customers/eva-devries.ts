// Eva de Vries-Bakker (Van Dijk): Jan de Vries's wife, with a login of her own so she signs the
// lender's offer on their new mortgage as its second signer (issue 40). The mortgages, policies
// and the rest of the household's file are Jan's; hers holds her profile only, taken from the
// partner in Jan's family, so the two never disagree.
import type { DemoCustomer } from '../../types';
import { DEMO_PASSWORD, vandijkAccountManager, vandijkAdvisor } from '../contacts';
import type { CustomerIds } from '../ids';
import { addresses, EVA, family } from './jan-devries/profile';
import { noRecords } from '../no-records';

export function evaDeVries(ids: CustomerIds): DemoCustomer {
  // Her record in Jan's family: the same person, so its facts are hers (ids do not matter here).
  const { id: _, avatar, ...partner } = family(ids).partner!;
  return {
    username: EVA,
    password: DEMO_PASSWORD,
    twoFactor: true,
    language: 'nl',
    profile: {
      ...partner,
      official_first_names: 'Eva Maria',
      username: EVA,
      tenant_code: 'VANDIJK',
      place_of_birth: 'Amersfoort',
      smoking: false,
      education_level: 'WO',
      phone_work: null,
      office_id: 1,
      iban: null,
      bank_number: null,
      marital_date: '2014-06-21',
      married_before: false,
      marriage_dissolved_at: null,
      marriage_dissolved_type: null,
      kvk: null,
      // Jan is the main customer of the household's file.
      is_main_customer: false,
      is_business: false,
      last_submitted_portal_invitation_date: null,
      can_update_self: true,
      can_update_partner: false,
      // Jan's and her home.
      addresses: addresses(ids).slice(0, 1),
      avatar,
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
