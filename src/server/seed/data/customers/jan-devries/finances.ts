// Jan and Eva's incomes (every income type for both), pensions (old-age items and an 'other'
// item for both), their obligations (one of every type) and their home on the Nieuwegracht.
import type { DemoCustomer } from '../../../types';
import { home } from './profile';

export function incomes(): DemoCustomer['incomes'] {
  return {
    customer: [
      {
        title: 'Loondienst Gemeente Utrecht',
        total: 66180,
        type: 'EmploymentIncome',
        data: [
          { title: 'Functie', value: 'Senior beleidsadviseur wonen' },
          { title: 'Dienstverband', value: 'Vast, 36 uur' },
          { title: 'In dienst sinds', value: '01-09-2014' },
          { title: 'Bruto jaarsalaris', value: 55944 },
          { title: 'Vakantiegeld', value: 4476 },
          { title: 'Eindejaarsuitkering', value: 5760 },
        ],
      },
      {
        title: 'De Vries Projectadvies (eenmanszaak)',
        total: 5400,
        type: 'CompanyIncome',
        data: [
          { title: 'KvK-nummer', value: '81234567' },
          { title: 'Winst 2025', value: 5400 },
          { title: 'Winst 2024', value: 4870 },
          { title: 'Winst 2023', value: 3915 },
        ],
      },
      {
        title: 'Kinderopvangtoeslag',
        total: 2620,
        type: 'BenefitIncome',
        data: [
          { title: 'Uitkerende instantie', value: 'Dienst Toeslagen' },
          { title: 'Per maand', value: 218.33 },
          { title: 'Einddatum', value: null },
        ],
      },
      {
        title: 'Huuropbrengst appartement Amsterdamsestraatweg',
        total: 4200,
        type: 'OtherIncome',
        data: [
          { title: 'Omschrijving', value: 'Netto huur na rente en kosten' },
          { title: 'Kale huur per maand', value: 1375 },
        ],
      },
    ],
    partner: [
      {
        title: 'Loondienst Diakonessenhuis Utrecht',
        total: 40050,
        type: 'EmploymentIncome',
        data: [
          { title: 'Functie', value: 'Verpleegkundig specialist' },
          { title: 'Dienstverband', value: 'Vast, 28 uur' },
          { title: 'In dienst sinds', value: '01-02-2016' },
          { title: 'Bruto jaarsalaris', value: 34620 },
          { title: 'Vakantiegeld', value: 2770 },
          { title: 'Eindejaarsuitkering', value: 2660 },
        ],
      },
      {
        title: 'Yogapraktijk Eva (eenmanszaak)',
        total: 3400,
        type: 'CompanyIncome',
        data: [
          { title: 'KvK-nummer', value: '85566778' },
          { title: 'Winst 2025', value: 3400 },
        ],
      },
      {
        title: 'Kinderbijslag',
        total: 1600,
        type: 'BenefitIncome',
        data: [{ title: 'Uitkerende instantie', value: 'SVB' }, { title: 'Aantal kinderen', value: 2 }],
      },
      {
        title: 'Auteursrechten vakboek',
        total: 1200,
        type: 'OtherIncome',
        data: [{ title: 'Uitgever', value: 'Bohn Stafleu van Loghum' }],
      },
    ],
  };
}

export function retirements(): DemoCustomer['retirements'] {
  const none = { description: null, income: null };
  return {
    customer: [
      {
        ...none,
        kind: 'old_age',
        agency: 'ABP',
        accumulated_pension_amount: 11950,
        target_pension_amount: 21800,
        death_before_retirement_date_amount: 15260,
        death_after_retirement_date_amount: 10600,
        death_before_retirement_date_till_retirement_amount: 4300,
        total: 21800,
      },
      {
        ...none,
        kind: 'old_age',
        agency: 'Sociale Verzekeringsbank (AOW)',
        accumulated_pension_amount: 10760,
        target_pension_amount: 13450,
        death_before_retirement_date_amount: null,
        death_after_retirement_date_amount: null,
        death_before_retirement_date_till_retirement_amount: null,
        total: 13450,
      },
      {
        kind: 'other',
        agency: 'Brand New Day',
        accumulated_pension_amount: null,
        target_pension_amount: null,
        death_before_retirement_date_amount: null,
        death_after_retirement_date_amount: null,
        death_before_retirement_date_till_retirement_amount: null,
        total: 1860,
        description: 'Lijfrenterekening, uitkering vanaf 68 jaar gedurende 20 jaar',
        income: 1860,
      },
    ],
    partner: [
      {
        ...none,
        kind: 'old_age',
        agency: 'PFZW',
        accumulated_pension_amount: 6120,
        target_pension_amount: 11900,
        death_before_retirement_date_amount: 8330,
        death_after_retirement_date_amount: 6900,
        death_before_retirement_date_till_retirement_amount: 0,
        total: 11900,
      },
      {
        ...none,
        kind: 'old_age',
        agency: 'Sociale Verzekeringsbank (AOW)',
        accumulated_pension_amount: 9410,
        target_pension_amount: 13450,
        death_before_retirement_date_amount: null,
        death_after_retirement_date_amount: null,
        death_before_retirement_date_till_retirement_amount: null,
        total: 13450,
      },
      {
        kind: 'other',
        agency: null,
        accumulated_pension_amount: null,
        target_pension_amount: null,
        death_before_retirement_date_amount: null,
        death_after_retirement_date_amount: null,
        death_before_retirement_date_till_retirement_amount: null,
        total: 900,
        description: 'Banksparen oudedagsvoorziening (ASN Bank)',
        income: 900,
      },
    ],
  };
}

export function obligations(): DemoCustomer['obligations'] {
  return [
    {
      type: 'payment_account_with_negative_balance',
      type_description: 'Roodstand betaalrekening',
      monthly_amount: 50,
      descriptions: [{ label: 'Bank', value: 'ABN AMRO' }, { label: 'Rekeningnummer', value: 'NL91 ABNA 0417 1643 00' }],
      incomes: [{ label: 'Kredietlimiet', value: 2500 }, { label: 'Huidig saldo', value: -640 }],
    },
    {
      type: 'personal_loan',
      type_description: 'Persoonlijke lening',
      monthly_amount: 389,
      descriptions: [{ label: 'Kredietverstrekker', value: 'Volkswagen Pon Financial Services' }, { label: 'Contractnummer', value: 'VPFS-22-118420' }, { label: 'Einddatum', value: '14-03-2028' }],
      incomes: [{ label: 'Oorspronkelijk bedrag', value: 22000 }, { label: 'Restschuld', value: 6950 }],
    },
    {
      type: 'ongoing_credit',
      type_description: 'Doorlopend krediet',
      monthly_amount: 125,
      descriptions: [{ label: 'Kredietverstrekker', value: 'Santander Consumer Finance' }, { label: 'Contractnummer', value: 'SCF-5512093' }],
      incomes: [{ label: 'Kredietlimiet', value: 5000 }, { label: 'Opgenomen', value: 1800 }],
    },
    {
      type: 'study_advance',
      type_description: 'Studievoorschot',
      monthly_amount: 62,
      descriptions: [{ label: 'Verstrekker', value: 'DUO' }, { label: 'Persoon', value: 'Eva de Vries-Bakker' }, { label: 'Aflosfase', value: '35 jaar, vanaf 2019' }],
      incomes: [{ label: 'Oorspronkelijke schuld', value: 21400 }],
    },
    {
      type: 'study_loan',
      type_description: 'Studieschuld',
      monthly_amount: 48,
      descriptions: [{ label: 'Verstrekker', value: 'DUO' }, { label: 'Persoon', value: 'Jan de Vries' }, { label: 'Stelsel', value: 'Studiefinanciering oud stelsel (15 jaar)' }],
      incomes: [{ label: 'Oorspronkelijke schuld', value: 14800 }, { label: 'Restschuld', value: 3150 }],
    },
    {
      type: 'alimony',
      type_description: 'Partneralimentatie ex-partner',
      monthly_amount: 425,
      descriptions: [{ label: 'Ontvanger', value: 'Ex-partner (scheiding 2015)' }, { label: 'Einddatum', value: '16-03-2027' }],
      incomes: [{ label: 'Fiscaal aftrekbaar per jaar', value: 5100 }],
    },
  ];
}

export function living(): DemoCustomer['living'] {
  return {
    postcode: home.postalCode,
    number: home.number,
    number_letter: null,
    number_addition: home.addition,
    street_name: home.street,
    formatted_number: `${home.number}-${home.addition}`,
    city: home.city,
    energy_label: 'B',
    energy_label_end_date: '2031-05-14',
    woz_value_home: 548000,
    market_value: 585000,
    residential_building_type: 'Tussenwoning',
    construction_year: 1931,
    solar_panels: true,
    purchase_price: 465000,
    house_area: 148,
    plot_area: 112,
    plain_rent: null,
    service_costs: null,
    other_costs: 65,
    function: 'woonfunctie',
    function_status: 'in gebruik',
    rentable: false,
    smart_meter: true,
  };
}
