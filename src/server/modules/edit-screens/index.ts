// Saving the customer's own data from the edit screens (advice §2, §5; core §7). Each save runs in
// one transaction on the signed-in customer's rows only and is refused while the advisor works
// on the file (see saving.ts).
import { mortgageEditProblems, personaliaProblems } from '../../../lib/edit-rules';
import type { PortalHandlers, Schemas } from '../types';
import { ownMortgages, replaceLoanParts } from './mortgage';
import { edited, refuseProblems, save, sentFields } from './saving';
import { dutchToday } from '../../../lib/amsterdam-time';
import { ageOn, fullName } from '../../../lib/people';

type Address = Schemas['Address'];

const incomeRecord = (item: Schemas['IncomeEditItem']) => ({ title: item.title, total: item.gross_annual_amount, data: [], type: item.type });

export const editScreenHandlers = {
  postContactDetails: async ({ body }, { customer, config }) =>
    save(customer, edited('contact_details', body, config.clock()), async (scope, row) => {
      await scope.updateProfile({ profile: { ...row.profile, mobile: body.mobile } });
    }),

  postPersonalia: async ({ body }, { customer, config }) => {
    const date = dutchToday();
    refuseProblems(personaliaProblems(body, date));
    return save(customer, edited('personalia', body, config.clock()), async (scope, row) => {
      const { has_partner: hasPartner, partner_mobile: partnerMobile } = body;
      const { sex, initials, first_name, suffix, last_name, date_of_birth, mobile } = body;
      const person = sentFields({ sex, initials, first_name, suffix, last_name, date_of_birth, mobile });
      const profile = { ...row.profile, ...person, full_name: fullName(body), age: ageOn(body.date_of_birth, date) };
      const family = row.family as { partner: Record<string, unknown> | null };
      // The partner's number is only kept for a customer with a partner (advice §2).
      const partner = hasPartner && family.partner && partnerMobile !== undefined ? { ...family.partner, mobile: partnerMobile } : family.partner;
      await scope.updateProfile({ profile, family: { ...family, partner } });
    });
  },

  postCurrentLiving: async ({ body }, { customer, config }) =>
    save(customer, edited('current_living', body, config.clock()), async (scope, row) => {
      const addition = body.house_number_addition ?? null;
      const formatted = addition ? `${body.house_number} ${addition}` : String(body.house_number);
      const [home] = await scope.records('properties');
      const fields = {
        postcode: body.postal_code.toUpperCase(),
        number: body.house_number,
        number_addition: addition,
        formatted_number: formatted,
        market_value: body.market_value,
        woz_value_home: body.woz_value,
      };
      if (home) await scope.updateRecord('properties', home.id, { ...home.data, ...fields });
      else await scope.insertRecord('properties', { ...EMPTY_HOME, ...fields });
      // The profile's active address follows, so the profile drawer shows the new one.
      const addresses = ((row.profile.addresses ?? []) as Address[]).map((address) =>
        address.active ? { ...address, postcode: fields.postcode, number: body.house_number, number_addition: addition, formatted_number: formatted } : address,
      );
      await scope.updateProfile({ profile: { ...row.profile, addresses } });
    }),

  postIncomeEdit: async ({ body }, { customer, config }) =>
    save(customer, edited('income', body, config.clock()), async (scope) => {
      await scope.replaceRecords('incomes', 'customer', body.incomes.map(incomeRecord));
      if (body.partner_incomes) await scope.replaceRecords('incomes', 'partner', body.partner_incomes.map(incomeRecord));
    }),

  postMortgageEdit: async ({ body }, { customer, config }) =>
    save(customer, edited('mortgage', body, config.clock()), async (scope) => {
      const rows = await ownMortgages(scope, body.mortgages);
      refuseProblems(mortgageEditProblems(body));
      await replaceLoanParts(scope, body.mortgages, rows);
    }),
} satisfies Partial<PortalHandlers>;

/** A home the office knew nothing of: every field of the living answer, unknown. */
const EMPTY_HOME = {
  number_letter: null,
  street_name: null,
  city: null,
  energy_label: null,
  energy_label_end_date: null,
  residential_building_type: null,
  construction_year: null,
  solar_panels: null,
  purchase_price: null,
  house_area: null,
  plot_area: null,
  plain_rent: null,
  service_costs: null,
  other_costs: null,
  function: null,
  function_status: null,
  rentable: null,
  smart_meter: null,
};
