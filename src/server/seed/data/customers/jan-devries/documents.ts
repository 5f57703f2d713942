// Jan's documents in every group: PDFs, a PNG photo, an SVG floor plan and a text file; one just
// uploaded (deletable), one uploaded 90 minutes ago (flagged deletable, but past the 60-minute
// window) and several that are not deletable; attached to mortgages, a policy and a damage.
import { pdf, png, svg, text } from '../../../files';
import type { DemoDocument, DemoOffer } from '../../../types';
import type { CustomerIds } from '../../ids';
import { damageIds } from './damages';
import { mortgageIds } from './mortgages';
import { policyIds } from './policies';
import { EVA } from './profile';

const DAY = 24 * 60;

const keys = [
  'passport',
  'payslip',
  'employerStatement',
  'offer',
  'floorPlan',
  'interestProposal',
  'mailLogo',
  'leakPhoto',
  'claimForm',
  'carConditions',
  'wishes',
] as const;
type Key = (typeof keys)[number];

/** Row id of one of Jan's documents. */
export function documentId(ids: CustomerIds, key: Key): number {
  return ids.documents + keys.indexOf(key);
}

export function documents(ids: CustomerIds): DemoDocument[] {
  const m = mortgageIds(ids);
  const d = damageIds(ids);
  const p = policyIds(ids);
  const byKey: Record<Key, DemoDocument> = {
    passport: {
      category: 'klanten',
      name: 'Kopie paspoort Jan de Vries',
      file: pdf(['Kopie paspoort', 'Naam: J.P. de Vries', 'Documentnummer: NXK41C9P7', 'Geldig tot: 15-03-2031', '(BSN afgeschermd met de KopieID-app)']),
      deletable: false,
      minutesAgo: 420 * DAY,
    },
    payslip: {
      category: 'klanten',
      name: 'Salarisstrook oktober',
      file: pdf(['Gemeente Utrecht - salarisstrook', 'Medewerker: J.P. de Vries', 'Bruto maandsalaris: EUR 5.650,00', 'Vakantiegeld (8%) en eindejaarsuitkering (8,3%) apart']),
      deletable: true,
      minutesAgo: 0,
    },
    employerStatement: {
      category: 'hypotheken',
      name: 'Werkgeversverklaring',
      file: pdf(['Werkgeversverklaring (model NHG 2026)', 'Werkgever: Gemeente Utrecht', 'Werknemer: J.P. de Vries, in vaste dienst sinds 01-09-2014', 'Bruto jaarsalaris: EUR 67.800', 'Geen intentieverklaring nodig: vast dienstverband']),
      deletable: false,
      minutesAgo: 8 * DAY,
      data: { mortgage_id: m.application, mortgage_progress_id: m.employerStatement },
    },
    offer: {
      category: 'hypotheken',
      name: 'Hypotheekofferte ABN AMRO 2019',
      file: pdf(['ABN AMRO Hypotheken Groep - Bindend aanbod', 'Hypotheeknummer 53.42.118.907', 'Onderpand: Nieuwegracht 38-A, 3512 LS Utrecht', 'Hoofdsom: EUR 425.000 in drie leningdelen']),
      deletable: false,
      minutesAgo: 2700 * DAY,
      data: { mortgage_id: m.running },
    },
    floorPlan: {
      category: 'hypotheken',
      name: 'Plattegrond Ella Fitzgeraldplein 27',
      file: svg('Plattegrond 132 m2', '#00529B'),
      deletable: true,
      minutesAgo: 90,
      data: { mortgage_id: m.application },
    },
    interestProposal: {
      category: 'hypotheken',
      name: 'Rentevoorstel Rabobank',
      file: pdf(['Rabobank - Rentevoorstel', 'Leningdeel 1: annuiteit, EUR 420.000, 10 jaar vast, 3,68%', 'Leningdeel 2: lineair, EUR 150.000, 5 jaar vast, 3,52%', 'Geldig tot en met 14 dagen na dagtekening']),
      deletable: false,
      minutesAgo: 2 * DAY,
      data: { mortgage_id: m.application },
    },
    mailLogo: {
      category: 'klanten',
      name: 'logo-vandijk',
      file: png(120, 40, '#00529B', '#F39200'),
      deletable: false,
      minutesAgo: 2 * DAY,
    },
    leakPhoto: {
      category: 'polissen',
      name: 'Foto lekkage keuken',
      file: png(640, 480, '#5D4037', '#BCAAA4'),
      deletable: false,
      minutesAgo: 8 * DAY,
      data: { type: 'damage', damage_id: d.leak, damage_progress_id: d.leakPhotos, policy_id: p.buildings },
    },
    claimForm: {
      category: 'polissen',
      name: 'Schadeformulier lekkage',
      file: pdf(['Schadeaangifteformulier Centraal Beheer', 'Polisnummer: CB-OPS-7781205', 'Oorzaak: losgeschoten afvoer vaatwasser', 'Ondertekend door J.P. de Vries']),
      deletable: false,
      minutesAgo: 7 * DAY,
      data: { type: 'claim_form', damage_id: d.leak, policy_id: p.buildings },
    },
    carConditions: {
      category: 'polissen',
      name: 'Polisblad autoverzekering',
      file: pdf(['Univé - Polisblad autoverzekering', 'Polisnummer: UV-MR-55123870', 'Kenteken: R-512-TN', 'Dekking: WA + volledig casco, 9 schadevrije jaren']),
      deletable: false,
      minutesAgo: 250 * DAY,
      data: { policy_id: p.car },
    },
    wishes: {
      category: 'klanten',
      name: 'Woonwensen',
      file: text('Woonwensen Jan en Eva\n\n- Vier slaapkamers\n- Tuin op het zuiden\n- Fietsafstand van de school van Daan en Noor\n- Energielabel A of beter\n'),
      deletable: false,
      minutesAgo: 30 * DAY,
    },
  };
  return keys.map((key) => byKey[key]);
}

/** The lender's offer on the mortgage in application (the second), Jan's and Eva's to sign in the portal. */
export function offer(): DemoOffer {
  return {
    mortgage: 1,
    partner: EVA,
    validDays: 21,
    document: {
      category: 'hypotheken',
      name: 'Hypotheekofferte Rabobank',
      file: pdf([
        'Rabobank - Bindend aanbod hypothecaire geldlening',
        'Aanvragers: J.P. de Vries en E.M. de Vries-Bakker',
        'Hoofdsom: EUR 570.000, annuitair en aflossingsvrij',
        'Rente: 3,62% vast voor 10 jaar',
        'Dit aanbod vervalt na de geldigheidsdatum.',
      ]),
      deletable: false,
      minutesAgo: 60,
    },
  };
}
