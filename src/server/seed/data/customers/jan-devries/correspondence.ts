// Jan's tasks, signals, notes and his upcoming appointment.
import type { DemoCustomer } from '../../../types';
import { daysAgo, inDays, isoDaysAgo, isoHoursAgo, weekdayInDays } from '../../dates';
import { idAt, type CustomerIds } from '../../ids';
import { mortgageIds } from './mortgages';
import { policyIds } from './policies';

export function tasks(): DemoCustomer['tasks'] {
  return [
    {
      title: 'Getekende koopovereenkomst uploaden',
      status: 'open',
      description: 'De Rabobank heeft de volledige koopovereenkomst nodig om je aanvraag te beoordelen. Upload hem bij je hypotheekaanvraag.',
      date: inDays(5),
      time: '17:00',
      seen_by_customer: false,
    },
    {
      title: 'Controleer je inkomensgegevens',
      status: 'open',
      description: 'Klopt je inkomen nog? Pas het aan via "Gegevens wijzigen", dan rekenen we met de juiste cijfers.',
      date: inDays(14),
      time: null,
      seen_by_customer: false,
    },
    {
      title: 'Taxatieafspraak bevestigen',
      status: 'afgerond',
      description: 'De taxateur van Taxatiebureau Domstad heeft de afspraak bevestigd.',
      date: daysAgo(4),
      time: '10:00',
      seen_by_customer: true,
    },
    {
      title: 'Werkgeversverklaring aanleveren',
      status: 'afgerond',
      description: null,
      date: daysAgo(9),
      time: null,
      seen_by_customer: true,
    },
  ];
}

export function signals(ids: CustomerIds): DemoCustomer['signals'] {
  const m = mortgageIds(ids);
  const p = policyIds(ids);
  return [
    {
      searchable_id: m.running,
      searchable_type: 'mortgage',
      signal_query_id: 12,
      status: 'active',
      description: 'Rentevaste periode leningdeel 1 loopt binnen drie jaar af',
      customer_message: 'De rentevaste periode van je annuïteitendeel bij ABN AMRO loopt in juli 2029 af. Wil je weten of vervroegd verlengen nu voordelig is? We rekenen het graag voor je door.',
      snoozed_until: null,
      finished_at: null,
      updated_at: isoDaysAgo(6, '07:00'),
      seen_by_customer: false,
    },
    {
      searchable_id: p.contents,
      searchable_type: 'policy',
      signal_query_id: 31,
      status: 'active',
      description: 'Inboedelwaarde niet gecontroleerd sinds 2019',
      customer_message: 'Je inboedelverzekering is al lang niet meer bekeken. Na een verbouwing of nieuwe aankopen is je inboedel misschien meer waard: doe de inboedelwaardemeter.',
      snoozed_until: null,
      finished_at: null,
      updated_at: isoDaysAgo(20, '07:00'),
      seen_by_customer: true,
    },
    {
      searchable_id: null,
      searchable_type: 'customer',
      signal_query_id: 44,
      status: 'active',
      description: 'Overwaarde beschikbaar voor verduurzaming',
      customer_message: 'Je woning is meer waard geworden. Met je overwaarde kun je mogelijk goedkoop verduurzamen, bijvoorbeeld met een warmtepomp.',
      snoozed_until: null,
      finished_at: null,
      updated_at: isoHoursAgo(30),
      seen_by_customer: false,
    },
  ];
}

export function notes(): DemoCustomer['notes'] {
  return [
    {
      title: 'Verslag adviesgesprek nieuwe woning',
      content: 'Besproken: aankoop Ella Fitzgeraldplein 27 voor € 685.000, financiering via Rabobank met een annuïtair en een lineair deel. Overbrugging niet nodig: de huidige woning wordt verkocht voor de overdracht.',
      datetime: isoDaysAgo(13, '15:30'),
      source: null,
      seen_by_customer: true,
    },
    {
      title: 'Maximale hypotheek berekend',
      content: 'Op basis van jullie beide inkomens is de maximale hypotheek € 612.000 (toetsrente 5%).',
      datetime: isoDaysAgo(18, '21:14'),
      source: 'Advieswidget maximale hypotheek',
      seen_by_customer: false,
    },
    {
      title: 'Rentevoorstel Rabobank',
      content: 'De Rabobank biedt 3,68% voor 10 jaar rentevast op het annuïtaire deel en 3,52% voor 5 jaar op het lineaire deel, inclusief duurzaamheidskorting.',
      datetime: isoDaysAgo(2, '11:05'),
      source: null,
      seen_by_customer: false,
    },
  ];
}

export function appointments(ids: CustomerIds): DemoCustomer['appointments'] {
  const mark = idAt(ids.catalogue.resources, 0);
  return [
    {
      appointment_type_id: idAt(ids.catalogue.types, 0),
      resource_id: mark,
      date: daysAgo(45),
      from: '10:00',
      till: '11:00',
      description: 'Eerste kennismaking over de aankoop van de Lindelaan.',
      summary: 'Oriënterend hypotheekgesprek met Mark van Dijk',
      event_type: 'office',
      location: 'Van Dijk Utrecht, Maliebaan 42 bis, 3581 CR Utrecht',
      video_url: null,
    },
    {
      appointment_type_id: idAt(ids.catalogue.types, 1),
      resource_id: mark,
      date: weekdayInDays(6),
      from: '11:30',
      till: '12:00',
      description: 'Vervroegd rente verlengen bij ABN AMRO bespreken.',
      summary: 'Hypotheekcheck met Mark van Dijk',
      event_type: 'online',
      location: null,
      video_url: 'https://meet.jit.si/vandijk-hypotheekcheck-jan-devries',
    },
    {
      appointment_type_id: idAt(ids.catalogue.types, 1),
      resource_id: mark,
      date: weekdayInDays(9),
      from: '09:00',
      till: '09:30',
      description: null,
      summary: 'Hypotheekcheck met Mark van Dijk',
      status: 'cancelled',
      event_type: 'online',
      location: null,
      video_url: 'https://meet.jit.si/vandijk-hypotheekcheck-geannuleerd',
    },
  ];
}
