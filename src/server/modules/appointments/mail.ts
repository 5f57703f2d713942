// The mails of a booking and a cancellation: the customer's confirmation (in their language and
// the office's form of address; a booking with the .ics) and the office's notice (Dutch). Times
// are written in Dutch wall-clock time with the zone named, so a summer date reads 09:00 whenever
// it was booked.
import type { CustomerContext } from '../../contract/handlers';
import { OFFICE_TIME_ZONE } from '../../../lib/amsterdam-time';
import { addressee, render, textsFor } from '../../mail/messages';
import { officeAddress } from '../correspondence/message';
import { calendarFile } from './ics';

export interface Booked {
  id: number;
  start: Date;
  end: Date;
  typeName: string;
  resourceName: string;
  summary: string;
  description: string | null;
  place: string;
}

const locales: Record<string, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

function when(start: Date, end: Date, language: string): string {
  const locale = locales[language] ?? 'nl-NL';
  const day = new Intl.DateTimeFormat(locale, { timeZone: OFFICE_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat(locale, { timeZone: OFFICE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}, ${time.format(start)}–${time.format(end)}`;
}

const confirmation = {
  nl: (formal: boolean, b: Booked, at: string) => ({
    subject: `Afspraak bevestigd: ${b.typeName}`,
    blocks: [
      formal ? 'Uw afspraak staat vast:' : 'Je afspraak staat vast:',
      `${b.typeName} met ${b.resourceName}\n${at}\n${b.place}`,
      ...(b.description ? [`${formal ? 'Uw' : 'Je'} toelichting: ${b.description}`] : []),
      formal
        ? 'In de bijlage vindt u de afspraak voor uw agenda. Annuleren kan in het klantportaal.'
        : 'In de bijlage vind je de afspraak voor je agenda. Annuleren kan in het klantportaal.',
    ],
  }),
  en: (_formal: boolean, b: Booked, at: string) => ({
    subject: `Appointment confirmed: ${b.typeName}`,
    blocks: [
      'Your appointment is confirmed:',
      `${b.typeName} with ${b.resourceName}\n${at}\n${b.place}`,
      ...(b.description ? [`Your note: ${b.description}`] : []),
      'The attachment adds the appointment to your calendar. You can cancel it in the customer portal.',
    ],
  }),
  de: (formal: boolean, b: Booked, at: string) => ({
    subject: `Termin bestätigt: ${b.typeName}`,
    blocks: [
      formal ? 'Ihr Termin steht fest:' : 'Dein Termin steht fest:',
      `${b.typeName} mit ${b.resourceName}\n${at}\n${b.place}`,
      ...(b.description ? [`${formal ? 'Ihre' : 'Deine'} Anmerkung: ${b.description}`] : []),
      formal
        ? 'Im Anhang finden Sie den Termin für Ihren Kalender. Absagen können Sie im Kundenportal.'
        : 'Im Anhang findest du den Termin für deinen Kalender. Absagen kannst du im Kundenportal.',
    ],
  }),
};

export async function mailBooking(booked: Booked, { customer, tenant, mailer }: CustomerContext, now: Date) {
  const account = await customer.profile();
  const to = addressee(account, tenant);
  const language = account.language in confirmation ? (account.language as keyof typeof confirmation) : 'nl';
  const customerAddress = typeof account.profile.email === 'string' && account.profile.email ? account.profile.email : account.username;
  const officeMail = officeAddress(tenant.settings, account.profile);
  const ics = calendarFile({
    uid: `appointment-${booked.id}@${tenant.name}.klantportaal`,
    start: booked.start,
    end: booked.end,
    created: now,
    summary: `${booked.typeName} – ${to.office}`,
    description: [booked.summary, booked.description].filter(Boolean).join('\n'),
    location: booked.place,
    organizer: officeMail ? { name: to.office, email: officeMail } : null,
  });
  await mailer.send({
    ...render(textsFor(language), to, confirmation[language](to.formal, booked, when(booked.start, booked.end, language))),
    tenantId: tenant.id,
    to: customerAddress,
    attachments: [{ filename: 'afspraak.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
  });
  if (!officeMail) return;
  const name = typeof account.profile.full_name === 'string' ? account.profile.full_name : account.username;
  const notice = {
    subject: `Nieuwe online afspraak: ${name}, ${when(booked.start, booked.end, 'nl')}`,
    blocks: [
      `${name} (${account.username}) heeft online een afspraak gemaakt.`,
      `${booked.typeName} met ${booked.resourceName}\n${when(booked.start, booked.end, 'nl')}\n${booked.place}`,
      ...(booked.description ? [`Toelichting: ${booked.description}`] : []),
    ],
  };
  await mailer.send({ ...render(textsFor('nl'), { office: 'Klantportaal', name: to.office, formal: true }, notice), tenantId: tenant.id, to: officeMail });
}

const cancellation = {
  nl: (formal: boolean, typeName: string, at: string) => ({
    subject: `Afspraak geannuleerd: ${typeName}`,
    blocks: [
      formal ? 'Uw afspraak is geannuleerd:' : 'Je afspraak is geannuleerd:',
      `${typeName}\n${at}`,
      formal ? 'Wilt u een nieuwe afspraak? Die maakt u in het klantportaal.' : 'Wil je een nieuwe afspraak? Die maak je in het klantportaal.',
    ],
  }),
  en: (_formal: boolean, typeName: string, at: string) => ({
    subject: `Appointment cancelled: ${typeName}`,
    blocks: ['Your appointment has been cancelled:', `${typeName}\n${at}`, 'You can book a new one in the customer portal.'],
  }),
  de: (formal: boolean, typeName: string, at: string) => ({
    subject: `Termin abgesagt: ${typeName}`,
    blocks: [
      formal ? 'Ihr Termin wurde abgesagt:' : 'Dein Termin wurde abgesagt:',
      `${typeName}\n${at}`,
      formal ? 'Einen neuen Termin können Sie im Kundenportal vereinbaren.' : 'Einen neuen Termin kannst du im Kundenportal vereinbaren.',
    ],
  }),
};

/**
 * A cancellation is confirmed to the customer (their language, the office's form of address), so
 * they know it went through, and told to the office, so the advisor's calendar is freed there too.
 */
export async function mailCancellation(cancelled: { start: Date; end: Date; typeName: string }, { customer, tenant, mailer }: CustomerContext) {
  const account = await customer.profile();
  const to = addressee(account, tenant);
  const language = account.language in cancellation ? (account.language as keyof typeof cancellation) : 'nl';
  const customerAddress = typeof account.profile.email === 'string' && account.profile.email ? account.profile.email : account.username;
  const confirmation = cancellation[language](to.formal, cancelled.typeName, when(cancelled.start, cancelled.end, language));
  await mailer.send({ ...render(textsFor(language), to, confirmation), tenantId: tenant.id, to: customerAddress });
  const officeMail = officeAddress(tenant.settings, account.profile);
  if (!officeMail) return;
  const name = typeof account.profile.full_name === 'string' ? account.profile.full_name : account.username;
  const at = when(cancelled.start, cancelled.end, 'nl');
  const notice = {
    subject: `Afspraak geannuleerd: ${name}, ${at}`,
    blocks: [`${name} (${account.username}) heeft online een afspraak geannuleerd.`, `${cancelled.typeName}\n${at}`],
  };
  await mailer.send({ ...render(textsFor('nl'), { office: 'Klantportaal', name: to.office, formal: true }, notice), tenantId: tenant.id, to: officeMail });
}
