// Jan's damage claims: a leak in the kitchen that is new (unseen, documents still wanted, an
// advance paid), a settled parking dent on the car and a stolen bicycle he has already seen.
import type { DemoCustomer } from '../../../types';
import { daysAgo, isoDaysAgo } from '../../dates';
import { nestedId, type CustomerIds } from '../../ids';

type Damage = DemoCustomer['damages'][number];

/** Row ids of the damages and of the requested documents documents answer. */
export function damageIds(ids: CustomerIds) {
  const leak = ids.damages;
  return { leak, car: ids.damages + 1, bicycle: ids.damages + 2, leakPhotos: nestedId(leak, 1), leakQuote: nestedId(leak, 2) };
}

export function damages(ids: CustomerIds): Damage[] {
  const d = damageIds(ids);
  return [
    {
      type: 'home',
      cause: 'De afvoer van de vaatwasser is losgeschoten. Het water is onder de keukenvloer gelopen en heeft ook het plafond van de kelder beschadigd.',
      date: daysAgo(9),
      description: 'Waterschade keuken en kelder, Nieuwegracht 38-A',
      estimated: 4850,
      policy_contract_number: 'CB-OPS-7781205',
      settled: false,
      // Not yet picked up by the office (no status), so it counts as new; the insurer did pay an advance.
      status: null,
      progress_items: [
        { id: d.leakPhotos, name: "Foto's van de schade", received: true, sent: true, comment: null },
        {
          id: d.leakQuote,
          name: 'Offerte herstelkosten',
          received: false,
          sent: false,
          comment: 'Graag een gespecificeerde offerte van de aannemer, met de kosten van de vloer en het plafond apart vermeld, zodat de verzekeraar opstal en inboedel kan splitsen.',
        },
        { id: nestedId(d.leak, 3), name: 'Nota loodgieter', received: false, sent: false, comment: 'De nota van het dichten van de afvoer.' },
        { id: nestedId(d.leak, 4), name: 'Schadeformulier', received: true, sent: true, comment: 'Ondertekend ontvangen, dank je.' },
      ],
      payments: [{ amount: 750, payed_at: daysAgo(3) }],
      pay_to: 1,
      seen_by_customer: false,
      created_at: isoDaysAgo(8, '19:42'),
    },
    {
      type: 'vehicle',
      cause: 'Bij het uitparkeren op de Jaarbeurs-parkeerplaats heeft een andere auto mijn linkerportier geraakt.',
      date: daysAgo(120),
      description: 'Parkeerschade Volkswagen ID.3, R-512-TN',
      estimated: 1340,
      policy_contract_number: 'UV-MR-55123870',
      settled: true,
      status: 'settled',
      progress_items: [
        { id: nestedId(d.car, 1), name: 'Europees schadeformulier', received: true, sent: true, comment: null },
        { id: nestedId(d.car, 2), name: 'Reparatienota schadehersteller', received: true, sent: true, comment: 'Autoschade Kanaleneiland, betaald na eigen risico.' },
      ],
      payments: [
        { amount: 1190, payed_at: daysAgo(96) },
        { amount: 35.5, payed_at: daysAgo(88) },
      ],
      pay_to: 1,
      seen_by_customer: true,
      created_at: isoDaysAgo(119, '08:55'),
    },
    {
      type: 'theft',
      cause: 'Mijn e-bike is gestolen bij station Utrecht Centraal, hij stond op slot in de stalling.',
      date: daysAgo(34),
      description: 'Diefstal e-bike (Gazelle Ultimate C380)',
      estimated: 2899,
      policy_contract_number: 'CB-INB-7781204',
      settled: false,
      status: 'in_progress',
      progress_items: [
        { id: nestedId(d.bicycle, 1), name: 'Proces-verbaal van aangifte', received: true, sent: true, comment: null },
        { id: nestedId(d.bicycle, 2), name: 'Aankoopnota e-bike', received: false, sent: true, comment: 'Verstuurd, de verzekeraar kijkt ernaar.' },
        { id: nestedId(d.bicycle, 3), name: 'Beide sleutels van het slot', received: false, sent: false, comment: 'Stuur ze per post naar het kantoor in Utrecht.' },
      ],
      payments: [],
      pay_to: 1,
      seen_by_customer: true,
      created_at: isoDaysAgo(33, '12:30'),
    },
  ];
}
