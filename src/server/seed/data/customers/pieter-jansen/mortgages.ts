// Pieter Jansen's mortgages: the running one on their home in Groningen (Nationale-Nederlanden)
// and the application for a new-build home in Haren (Munt Hypotheken), two documents still to
// deliver.
import type { DemoCustomer } from '../../../types';
import { daysAgo, inDays, isoDaysAgo } from '../../dates';
import { agency, agencyName } from '../../hdn-companies';
import { nestedId, type CustomerIds } from '../../ids';
import { loanPart, loanToValue, mortgageTotals, property } from '../../loans';

type Mortgage = DemoCustomer['mortgages'][number];

export const home = { street: 'Prinsesseweg', number: 23, addition: null, postalCode: '9717 KA', city: 'Groningen' } as const;

export function mortgageIds(ids: CustomerIds) {
  return { running: ids.mortgages, application: ids.mortgages + 1 };
}

export function mortgages(ids: CustomerIds): Mortgage[] {
  const m = mortgageIds(ids);
  const runningParts = [
    loanPart({ id: nestedId(m.running, 1), mortgage_id: m.running, leningdeelnummer: '01', hoofdsom: 210000, repayment_type: 1, begindatum: '2015-05-01', months: 360, interest: 2.95, fixedMonths: 120, fixedFrom: '2025-05-01', nhg: false, tax_box_type: 1 }),
    loanPart({ id: nestedId(m.running, 2), mortgage_id: m.running, leningdeelnummer: '02', hoofdsom: 60000, repayment_type: 5, begindatum: '2015-05-01', months: 360, interest: 3.4, fixedMonths: 120, fixedFrom: '2025-05-01', nhg: false, tax_box_type: 3 }),
  ];
  const runningTotals = mortgageTotals(runningParts);
  const currentHome = property(nestedId(m.running, 31), home.street, home.number, home.addition, home.postalCode, home.city, 'C');
  const applicationParts = [
    loanPart({ id: nestedId(m.application, 1), mortgage_id: m.application, leningdeelnummer: '01', hoofdsom: 395000, repayment_type: 1, begindatum: inDays(150), months: 360, interest: 3.79, fixedMonths: 240, nhg: false, tax_box_type: 1 }),
  ];
  const newBuild = property(nestedId(m.application, 31), 'Meerweg', 112, 'A', '9752 JH', 'Haren', 'A++++');
  const step = (number: number, name: string, received: boolean, comment: string | null) => ({
    id: nestedId(m.application, 10 + number),
    mortgage_id: m.application,
    number,
    name,
    comment,
    status_description: received ? 'Ontvangen' : 'Nog aan te leveren',
    completed: received,
    received,
    sent: received,
    requested_at: isoDaysAgo(10, '09:30'),
    received_at: received ? isoDaysAgo(4, '11:00') : null,
    sent_at: received ? isoDaysAgo(5, '20:15') : null,
    updated_at: isoDaysAgo(received ? 4 : 10, '11:00'),
  });
  return [
    {
      ...runningTotals,
      hypotheeknummer: '6021.558.731',
      koopsom: 289000,
      hoofdsomHypotheek: 270000,
      marktwaarde: 445000,
      wozWaarde: 412000,
      bouwdepot: null,
      nhg: false,
      status: 0,
      status_description: 'Lopend',
      passeerdatum: '2015-05-01',
      datumAanvraag: '2015-02-16',
      datumOfferte: '2015-03-02',
      datumGeldigheidOfferte: '2015-06-02',
      datumOfferteGetekend: '2015-03-05',
      bankgarantie: null,
      datumBankgarantie: null,
      advieskosten: 2400,
      taxatiekosten: 550,
      notariskosten: 1050,
      loan_to_value: loanToValue(runningTotals.restantHoofdsom, 445000),
      risk_class: null,
      loan_type: 'combination',
      agency_name: agencyName('NN'),
      company_label_description: 'NN Hypotheek',
      notary_name: 'Notariskantoor Kuipers, Groningen',
      appraiser_name: null,
      total_withdrawal_space_amount: 31000,
      seen_by_customer: true,
      openProgress: 0,
      mainProperty: currentHome,
      properties: [currentHome],
      mortgageParts: runningParts,
      progress: [],
      agency: agency('NN'),
    },
    {
      ...mortgageTotals(applicationParts),
      hypotheeknummer: null,
      koopsom: 498000,
      hoofdsomHypotheek: 395000,
      marktwaarde: 498000,
      wozWaarde: null,
      bouwdepot: 412000,
      nhg: false,
      status: 12,
      status_description: 'Documenten aanleveren voor aanvraag',
      passeerdatum: inDays(150),
      datumAanvraag: daysAgo(10),
      datumOfferte: null,
      datumGeldigheidOfferte: null,
      datumOfferteGetekend: null,
      bankgarantie: null,
      datumBankgarantie: null,
      advieskosten: 3250,
      taxatiekosten: null,
      notariskosten: 1250,
      loan_to_value: loanToValue(395000, 498000),
      risk_class: null,
      loan_type: 'annuity',
      agency_name: agencyName('MUN'),
      company_label_description: 'Munt Hypotheek Duurzaam',
      notary_name: 'Notariskantoor Kuipers, Groningen',
      appraiser_name: null,
      total_withdrawal_space_amount: null,
      seen_by_customer: false,
      openProgress: 2,
      mainProperty: newBuild,
      properties: [newBuild],
      mortgageParts: applicationParts,
      progress: [
        step(1, 'Koop-/aannemingsovereenkomst', true, null),
        step(2, 'Meer- en minderwerklijst', false, 'Graag de door de aannemer getekende lijst, inclusief de keuken- en sanitairopties.'),
        step(3, 'Jaaropgave 2025 van beide partners', false, null),
      ],
      agency: agency('MUN'),
    },
  ];
}
