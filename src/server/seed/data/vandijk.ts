// Office 'vandijk': Van Dijk Hypotheken & Verzekeringen in Utrecht and Amersfoort. Informal (je),
// every section and calculator switched on, online appointments with a bookable catalogue.
import { dataUrl, logoSvg, pdf, png } from '../files';
import type { DemoTenant } from '../types';
import { closed, open } from './contacts';
import { evaDeVries } from './customers/eva-devries';
import { janDeVries } from './customers/jan-devries/index';
import { lotteVisser } from './customers/lotte-visser';
import { sanneBakker } from './customers/sanne-bakker';
import { block, holidayWeek, weekly } from './appointment-hours';
import type { RowIds } from './ids';

const weekdays = [open('09:00', '17:00')];
const defaultHours = { monday: weekdays, tuesday: weekdays, wednesday: weekdays, thursday: weekdays, friday: weekdays, saturday: [closed], sunday: [closed] };
/** Christmas: closed 24–26 December, short hours on New Year's Eve, closed New Year's Day. */
const holidayHours = { '2026-12-24': [], '2026-12-25': [], '2026-12-26': [], '2026-12-31': [{ from: '09:00', till: '13:00' }], '2027-01-01': [] };

export function vandijk(ids: RowIds): DemoTenant {
  const advisorMark = ids.take('appointment_resources', 2);
  const advisorLotte = advisorMark + 1;
  const firstType = ids.take('appointment_types', 4);
  const catalogue = { resources: [advisorMark, advisorLotte], types: [firstType, firstType + 1, firstType + 2, firstType + 3] };
  return {
    name: 'vandijk',
    code: 'VANDIJK',
    settings: {
      code: 'VANDIJK',
      subdomain: 'vandijk',
      logo: dataUrl(logoSvg('Van Dijk', '#00529B')),
      header: dataUrl(png(320, 160, '#00529B', '#E8F1FA')),
      full_name: 'Van Dijk Hypotheken & Verzekeringen',
      website: 'https://www.vandijkhypotheken.nl',
      primary_color: '#00529B',
      secondary_color: '#F39200',
      tertiary_color: '#E8F1FA',
      slogan: 'Zorgeloos wonen begint bij goed advies',
      contact_email: 'info@vandijkhypotheken.nl',
      use_contact_email: true,
      support_email: 'portaal@vandijkhypotheken.nl',
      use_support_email: true,
      pronoun: 'JE',
      show_account_manager: true,
      show_income: true,
      show_mortgages: true,
      show_obligations: true,
      show_policies: true,
      show_opening_hours: true,
      show_visiting_address: true,
      online_afspraken_enabled: true,
      is_provider_brand: true,
      advies_widgets_interest_list_key: 'vd-rentelijst-7f3a91c2',
      advies_widgets_scenarios_key: 'vd-scenarios-4b8e22d0',
      advies_widgets_maximum_mortgage_key: 'vd-maxhyp-91d0c6a4',
      advies_widgets_refinance_key: 'vd-oversluiten-2c57e8b1',
      advies_widgets_sustainability_key: 'vd-verduurzamen-6e19f3d7',
      offices: [
        {
          id: 1,
          name: 'Van Dijk Utrecht',
          city: 'Utrecht',
          code: 'UTR',
          street_name: 'Maliebaan',
          house_number: 42,
          house_number_addition: 'bis',
          postcode: '3581 CR',
          phone: '030 234 56 78',
          email: 'utrecht@vandijkhypotheken.nl',
          website: 'https://www.vandijkhypotheken.nl/utrecht',
          default_hours: defaultHours,
          upcoming_hours: holidayHours,
        },
        {
          id: 2,
          name: 'Van Dijk Amersfoort',
          city: 'Amersfoort',
          code: 'AMF',
          street_name: 'Stationsplein',
          house_number: 9,
          house_number_addition: null,
          postcode: '3818 LE',
          phone: '033 465 12 90',
          email: 'amersfoort@vandijkhypotheken.nl',
          website: 'https://www.vandijkhypotheken.nl/amersfoort',
          default_hours: defaultHours,
          upcoming_hours: holidayHours,
        },
      ],
    },
    customers: [ids.customer(catalogue, janDeVries), ids.customer(catalogue, evaDeVries), ids.customer(catalogue, sanneBakker), ids.customer(catalogue, lotteVisser)],
    tenantDocuments: [
      {
        name: 'Dienstverleningsdocument',
        file: pdf([
          'Dienstverleningsdocument Van Dijk Hypotheken & Verzekeringen',
          '',
          'Wie zijn wij? Een onafhankelijk advieskantoor voor hypotheken en verzekeringen,',
          'met vestigingen in Utrecht (Maliebaan 42 bis) en Amersfoort (Stationsplein 9).',
          'AFM-vergunningnummer 12045678, KvK 30123456.',
          '',
          'Wat doen wij voor je? Inventarisatie, advies, bemiddeling en nazorg.',
          'Kosten: oriënterend gesprek gratis; hypotheekadvies en bemiddeling EUR 2.950.',
          'Klachten? Mail klachten@vandijkhypotheken.nl of wend je tot het Kifid.',
        ]),
      },
      {
        name: 'Privacyverklaring',
        file: pdf([
          'Privacyverklaring Van Dijk Hypotheken & Verzekeringen',
          '',
          'Wij verwerken je persoonsgegevens alleen voor advies en bemiddeling.',
          'Wij bewaren je dossier zeven jaar na afloop van de dienstverlening.',
          'Je hebt recht op inzage, correctie en verwijdering van je gegevens.',
          'Vragen? privacy@vandijkhypotheken.nl',
        ]),
      },
    ],
    appointments: {
      categories: [
        {
          data: { name: 'Hypotheken', types: [] },
          types: [
            {
              name: 'Oriënterend hypotheekgesprek',
              description: 'Een eerste, kosteloos gesprek over je woonwensen en wat je kunt lenen.',
              status: 'active',
              priceType: 'free',
              price: null,
              duration: 60,
              minTimeBeforeAppointment: 1440,
              maxTimeBeforeAppointment: 60480,
              buffer: 15,
              canBeBookedByConsumer: 1,
              category: 'Hypotheken',
              customFields: [{ name: 'woonwens', label: 'Wat is je woonwens?', type: 'textarea', required: false }],
              resourceId: null,
              subTypes: [],
              meeting: 'office',
            },
            {
              name: 'Hypotheekcheck',
              description: 'We bekijken of je huidige hypotheek nog past: rente, aflossen en oversluiten.',
              status: 'active',
              priceType: 'free',
              price: null,
              duration: 30,
              minTimeBeforeAppointment: 240,
              maxTimeBeforeAppointment: 60480,
              buffer: 10,
              canBeBookedByConsumer: 1,
              category: 'Hypotheken',
              customFields: [],
              resourceId: advisorMark,
              subTypes: [],
              meeting: 'online',
            },
          ],
        },
        {
          data: { name: 'Verzekeringen', types: [] },
          types: [
            {
              name: 'Verzekeringscheck',
              description: 'Samen je verzekeringen doorlopen: ben je goed en niet dubbel verzekerd?',
              status: 'active',
              priceType: 'paid',
              price: 95,
              duration: 30,
              minTimeBeforeAppointment: 1440,
              maxTimeBeforeAppointment: 40320,
              buffer: 10,
              canBeBookedByConsumer: 1,
              category: 'Verzekeringen',
              customFields: [{ name: 'polissen', label: 'Aantal polissen', type: 'number', required: false }],
              resourceId: advisorLotte,
              subTypes: [],
              meeting: 'online',
            },
            {
              name: 'Schadebehandeling op locatie',
              description: 'Een bezoek van de schade-expert; alleen in te plannen door het kantoor.',
              status: 'active',
              priceType: 'free',
              price: null,
              duration: 90,
              minTimeBeforeAppointment: null,
              maxTimeBeforeAppointment: null,
              buffer: 30,
              canBeBookedByConsumer: 2,
              category: 'Verzekeringen',
              customFields: [],
              resourceId: null,
              subTypes: [],
              meeting: 'office',
            },
          ],
        },
      ],
      resources: [
        // Mark: Monday to Thursday all day with a lunch break, Friday mornings.
        { data: { name: 'Mark van Dijk' }, hours: { weekly: { ...weekly([1, 2, 3, 4], [block('09:00', '12:30'), block('13:30', '17:00')]), ...weekly([5], [block('09:00', '12:30')]) }, exceptions: holidayHours } },
        // Lotte: Tuesday to Thursday, on holiday in the week two weeks after the seed.
        { data: { name: 'Lotte Vermeulen' }, hours: { weekly: weekly([2, 3, 4], [block('09:00', '12:30'), block('13:00', '17:00')]), exceptions: { ...holidayHours, ...holidayWeek(2) } } },
      ],
      cancellationHours: 24,
    },
  };
}
