// Office 'degroot': De Groot Financieel Advies in Groningen. Formal (u), and the other way round
// from Van Dijk on every switch (core §6, advice §6): policies, income, obligations, online
// appointments, account manager and visiting address off; mortgages and opening hours left at
// their default (null: shown); the provider-brand flag off; only the maximum-mortgage widget.
import { dataUrl, logoSvg, pdf } from '../files';
import type { DemoTenant } from '../types';
import { closed, open } from './contacts';
import { pieterJansen } from './customers/pieter-jansen/index';
import { weekdayInDays } from './dates';
import { block, weekly } from './appointment-hours';
import type { RowIds } from './ids';

const day = [open('08:30', '17:00')];

export function degroot(ids: RowIds): DemoTenant {
  const willem = ids.take('appointment_resources', 1);
  const adviceType = ids.take('appointment_types', 2);
  const catalogue = { resources: [willem], types: [adviceType, adviceType + 1] };
  return {
    name: 'degroot',
    code: 'DEGROOT',
    settings: {
      code: 'DEGROOT',
      subdomain: 'degroot',
      logo: dataUrl(logoSvg('De Groot', '#1B5E20')),
      header: null,
      full_name: 'De Groot Financieel Advies',
      website: 'https://www.degrootfinancieel.nl',
      primary_color: '#1B5E20',
      secondary_color: '#8D6E63',
      tertiary_color: '#F1F8E9',
      slogan: 'Persoonlijk financieel advies in Stad en Ommeland',
      contact_email: 'info@degrootfinancieel.nl',
      use_contact_email: true,
      support_email: 'support@degrootfinancieel.nl',
      use_support_email: false,
      pronoun: 'U',
      show_account_manager: false,
      show_income: false,
      show_mortgages: null,
      show_obligations: false,
      show_policies: false,
      show_opening_hours: null,
      show_visiting_address: false,
      online_afspraken_enabled: false,
      is_provider_brand: false,
      advies_widgets_interest_list_key: null,
      advies_widgets_scenarios_key: null,
      advies_widgets_maximum_mortgage_key: 'dg-maxhyp-0a7c4e19',
      advies_widgets_refinance_key: null,
      advies_widgets_sustainability_key: null,
      offices: [
        {
          id: 3,
          name: 'De Groot Financieel Advies',
          city: 'Groningen',
          code: 'GRN',
          street_name: 'Oude Ebbingestraat',
          house_number: 41,
          house_number_addition: null,
          postcode: '9712 HC',
          phone: '050 318 44 20',
          email: 'info@degrootfinancieel.nl',
          website: 'https://www.degrootfinancieel.nl',
          default_hours: {
            monday: day,
            tuesday: day,
            wednesday: day,
            // Late opening on Thursday evening, after a break for dinner.
            thursday: [open('08:30', '17:00'), open('19:00', '21:30')],
            friday: [open('08:30', '16:00')],
            saturday: [closed],
            sunday: [closed],
          },
          // Closed for the yearly team training day.
          upcoming_hours: { [weekdayInDays(10)]: [] },
        },
      ],
    },
    customers: [ids.customer(catalogue, pieterJansen)],
    tenantDocuments: [
      {
        name: 'Dienstverleningsdocument',
        file: pdf([
          'Dienstverleningsdocument De Groot Financieel Advies',
          '',
          'Oude Ebbingestraat 41, 9712 HC Groningen - KvK 02087654 - AFM 12017733',
          'Wij adviseren u over hypotheken en bemiddelen bij het afsluiten ervan.',
          'Kosten: hypotheekadvies en bemiddeling EUR 3.250, oversluiten EUR 1.850.',
          'Klachten kunt u schriftelijk indienen; daarna kunt u zich wenden tot het Kifid.',
        ]),
      },
    ],
    appointments: {
      categories: [
        {
          data: { name: 'Advies', types: [] },
          types: [
            {
              name: 'Adviesgesprek',
              description: 'Een persoonlijk gesprek op ons kantoor in Groningen.',
              status: 'active',
              priceType: 'free',
              price: null,
              duration: 45,
              minTimeBeforeAppointment: 2880,
              maxTimeBeforeAppointment: 40320,
              buffer: 15,
              canBeBookedByConsumer: 1,
              category: 'Advies',
              customFields: [],
              resourceId: willem,
              subTypes: [],
              meeting: 'office',
            },
            {
              name: 'Jaarlijks klantgesprek',
              description: 'Het jaarlijkse gesprek over uw situatie; wij nemen hiervoor contact met u op.',
              status: 'active',
              priceType: 'free',
              price: null,
              duration: 60,
              minTimeBeforeAppointment: null,
              maxTimeBeforeAppointment: null,
              buffer: 15,
              canBeBookedByConsumer: 2,
              category: 'Advies',
              customFields: [],
              resourceId: willem,
              subTypes: [],
              meeting: 'office',
            },
          ],
        },
      ],
      // Willem sees clients on Tuesdays and Thursdays.
      resources: [{ data: { name: 'Willem de Groot' }, hours: { weekly: weekly([2, 4], [block('09:00', '12:00'), block('13:00', '16:30')]), exceptions: {} } }],
      cancellationHours: 48,
    },
  };
}
