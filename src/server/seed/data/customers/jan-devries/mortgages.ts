// Jan's mortgages: the running one on the Nieuwegracht (ABN AMRO, three parts), the application
// for a new home with Rabobank waiting for two documents (the purchase contract refused once), a
// holiday home in Renesse with ING whose documents the bank is reviewing, and the Florius mortgage of the let flat, running through
// another office.
import type { DemoCustomer } from '../../../types';
import { daysAgo, inDays } from '../../dates';
import { refused, step } from './application-steps';
import { agency, agencyName } from '../../hdn-companies';
import { nestedId, type CustomerIds } from '../../ids';
import { loanPart, loanToValue, mortgageTotals, property } from '../../loans';
import { home, previousHome } from './profile';

type Mortgage = DemoCustomer['mortgages'][number];

/** Row ids of Jan's mortgages and of the progress steps documents answer. */
export function mortgageIds(ids: CustomerIds) {
  const running = ids.mortgages;
  const application = ids.mortgages + 1;
  return {
    running,
    application,
    review: ids.mortgages + 2,
    elsewhere: ids.mortgages + 3,
    /** The application's received employer's statement. */
    employerStatement: nestedId(application, 11),
    /** The application's open purchase contract request. */
    purchaseContract: nestedId(application, 13),
  };
}

export function mortgages(ids: CustomerIds): Mortgage[] {
  const m = mortgageIds(ids);
  const runningParts = [
    loanPart({ id: nestedId(m.running, 1), mortgage_id: m.running, leningdeelnummer: '1', hoofdsom: 250000, repayment_type: 1, begindatum: '2019-07-01', months: 360, interest: 1.85, fixedMonths: 120, nhg: true, tax_box_type: 1 }),
    loanPart({ id: nestedId(m.running, 2), mortgage_id: m.running, leningdeelnummer: '2', hoofdsom: 100000, repayment_type: 2, begindatum: '2019-07-01', months: 360, interest: 3.95, fixedMonths: 60, fixedFrom: '2024-07-01', nhg: false, tax_box_type: 1 }),
    loanPart({ id: nestedId(m.running, 3), mortgage_id: m.running, leningdeelnummer: '3', hoofdsom: 75000, repayment_type: 5, begindatum: '2019-07-01', months: 360, interest: 2.1, fixedMonths: 240, nhg: false, tax_box_type: 3 }),
  ];
  const runningTotals = mortgageTotals(runningParts);
  const currentHome = property(nestedId(m.running, 31), home.street, home.number, home.addition, home.postalCode, home.city, 'B');

  const applicationParts = [
    loanPart({ id: nestedId(m.application, 1), mortgage_id: m.application, leningdeelnummer: '1', hoofdsom: 420000, repayment_type: 1, begindatum: inDays(75), months: 360, interest: 3.68, fixedMonths: 120, nhg: false, tax_box_type: 1 }),
    loanPart({ id: nestedId(m.application, 2), mortgage_id: m.application, leningdeelnummer: '2', hoofdsom: 150000, repayment_type: 2, begindatum: inDays(75), months: 360, interest: 3.52, fixedMonths: 60, nhg: false, tax_box_type: 1 }),
  ];
  const newHome = property(nestedId(m.application, 31), 'Ella Fitzgeraldplein', 27, null, '3543 EP', 'Utrecht', 'A++');

  const reviewParts = [
    loanPart({ id: nestedId(m.review, 1), mortgage_id: m.review, leningdeelnummer: '1', hoofdsom: 145000, repayment_type: 1, begindatum: inDays(40), months: 240, interest: 4.29, fixedMonths: 120, nhg: false, tax_box_type: 3 }),
  ];
  const holidayHome = property(nestedId(m.review, 31), 'Hoogenboomlaan', 14, null, '4325 DD', 'Renesse', 'C');
  const elsewhereParts = [
    loanPart({ id: nestedId(m.elsewhere, 1), mortgage_id: m.elsewhere, leningdeelnummer: '80021', hoofdsom: 168000, repayment_type: 5, begindatum: '2012-03-01', months: 360, interest: 4.35, fixedMonths: 180, nhg: false, tax_box_type: 3 }),
    loanPart({ id: nestedId(m.elsewhere, 2), mortgage_id: m.elsewhere, leningdeelnummer: '80022', hoofdsom: 42000, repayment_type: 53, begindatum: '2012-03-01', months: 360, interest: 4.6, fixedMonths: 180, nhg: false, tax_box_type: 3, extra: { current_value: 18350, first_deposit_amount: 2500, monthly_deposit: 68.2, premium: 68.2, return_rate: 4.6 } }),
  ];
  const flat = property(nestedId(m.elsewhere, 31), previousHome.street, previousHome.number, previousHome.addition, previousHome.postalCode, previousHome.city, 'C');

  const base = { bankgarantie: null, datumBankgarantie: null, bouwdepot: null, risk_class: null, total_withdrawal_space_amount: null };
  return [
    {
      ...base,
      ...runningTotals,
      hypotheeknummer: '53.42.118.907',
      koopsom: 465000,
      hoofdsomHypotheek: 425000,
      marktwaarde: 585000,
      wozWaarde: 548000,
      nhg: false,
      status: 0,
      status_description: 'Lopend',
      passeerdatum: '2019-07-01',
      datumAanvraag: '2019-04-18',
      datumOfferte: '2019-05-06',
      datumGeldigheidOfferte: '2019-08-06',
      datumOfferteGetekend: '2019-05-10',
      advieskosten: 2650,
      taxatiekosten: 695,
      notariskosten: 1150,
      loan_to_value: loanToValue(runningTotals.restantHoofdsom, 585000),
      risk_class: 'LTV ≤ 80%',
      loan_type: 'combination',
      agency_name: agencyName('ABN'),
      company_label_description: 'ABN AMRO Woninghypotheek',
      notary_name: 'Notariskantoor Hoogendoorn, Utrecht',
      appraiser_name: 'Taxatiebureau Domstad',
      total_withdrawal_space_amount: 18500,
      seen_by_customer: true,
      openProgress: 0,
      mainProperty: currentHome,
      properties: [currentHome],
      mortgageParts: runningParts,
      progress: [
        step(m.running, 1, 'Getekende offerte', true, true, null, 2750, 2735),
        step(m.running, 2, 'Taxatierapport', true, true, 'Gevalideerd door het NWWI.', 2750, 2740),
        step(m.running, 3, 'Werkgeversverklaring', true, true, null, 2750, 2745),
      ],
      agency: agency('ABN'),
    },
    {
      ...base,
      ...mortgageTotals(applicationParts),
      hypotheeknummer: null,
      koopsom: 685000,
      hoofdsomHypotheek: 570000,
      marktwaarde: 690000,
      wozWaarde: null,
      nhg: false,
      status: 12,
      status_description: 'Documenten aanleveren voor aanvraag',
      passeerdatum: inDays(75),
      datumAanvraag: daysAgo(12),
      datumOfferte: null,
      datumGeldigheidOfferte: null,
      datumOfferteGetekend: null,
      bankgarantie: 68500,
      datumBankgarantie: inDays(80),
      advieskosten: 2950,
      taxatiekosten: 725,
      notariskosten: 1350,
      loan_to_value: loanToValue(570000, 690000),
      loan_type: 'combination',
      agency_name: agencyName('RAB'),
      company_label_description: 'Rabobank Hypotheek',
      notary_name: 'Notariskantoor Hoogendoorn, Utrecht',
      appraiser_name: null,
      seen_by_customer: false,
      openProgress: 2,
      mainProperty: newHome,
      properties: [newHome],
      mortgageParts: applicationParts,
      progress: [
        step(m.application, 1, 'Werkgeversverklaring', true, true, null, 12, 8),
        step(m.application, 2, 'Salarisstroken van de laatste maand (beiden)', true, true, 'Dank je, beide stroken zijn compleet.', 12, 6),
        refused(
          step(
            m.application,
            3,
            'Getekende koopovereenkomst',
            false,
            false,
            'Wil je de volledige koopovereenkomst uploaden, dus inclusief alle bijlagen en de lijst van zaken? De bank accepteert alleen een versie die door jullie allebei en door de verkoper is ondertekend.',
            12,
            null,
          ),
        ),
        step(m.application, 4, 'Taxatierapport', false, false, 'De taxateur komt deze week langs; het rapport sturen wij zelf door aan de bank.', 12, null),
      ],
      agency: agency('RAB'),
    },
    {
      ...base,
      ...mortgageTotals(reviewParts),
      hypotheeknummer: 'ING-771.204.55',
      koopsom: 265000,
      hoofdsomHypotheek: 145000,
      marktwaarde: 265000,
      wozWaarde: 251000,
      nhg: false,
      status: 16,
      status_description: 'Documenten ter beoordeling bij de bank',
      passeerdatum: inDays(40),
      datumAanvraag: daysAgo(35),
      datumOfferte: daysAgo(21),
      datumGeldigheidOfferte: inDays(70),
      datumOfferteGetekend: daysAgo(15),
      advieskosten: 1950,
      taxatiekosten: 650,
      notariskosten: 975,
      loan_to_value: loanToValue(145000, 265000),
      loan_type: 'annuity',
      agency_name: agencyName('ING'),
      company_label_description: 'ING Hypotheek',
      notary_name: 'Notariskantoor Hoogendoorn, Utrecht',
      appraiser_name: null,
      seen_by_customer: true,
      openProgress: 0,
      mainProperty: holidayHome,
      properties: [holidayHome],
      mortgageParts: reviewParts,
      progress: [
        step(m.review, 1, 'Getekende offerte', true, true, null, 21, 15),
        step(m.review, 2, 'Taxatierapport recreatiewoning', true, true, 'Let op: alleen recreatief gebruik is toegestaan.', 21, 14),
        step(m.review, 3, 'Kopie paspoort Eva', true, true, null, 21, 14),
      ],
      agency: agency('ING'),
    },
    {
      ...base,
      ...mortgageTotals(elsewhereParts),
      hypotheeknummer: 'FL-2012-0480021',
      koopsom: 236000,
      hoofdsomHypotheek: 210000,
      marktwaarde: 365000,
      wozWaarde: 341000,
      nhg: false,
      status: 19,
      status_description: 'Elders lopend',
      passeerdatum: '2012-03-01',
      datumAanvraag: '2011-12-12',
      datumOfferte: '2012-01-09',
      datumGeldigheidOfferte: '2012-04-09',
      datumOfferteGetekend: '2012-01-14',
      advieskosten: null,
      taxatiekosten: null,
      notariskosten: null,
      loan_to_value: loanToValue(210000, 365000),
      loan_type: 'interest_only',
      agency_name: agencyName('FLO'),
      company_label_description: 'Florius Profijt Hypotheek',
      notary_name: null,
      appraiser_name: null,
      seen_by_customer: true,
      openProgress: 0,
      mainProperty: flat,
      properties: [flat],
      mortgageParts: elsewhereParts,
      progress: [],
      agency: agency('FLO'),
    },
  ];
}
