import { describe, expect, it } from 'vitest';
import { calendarFile } from '../../../../../src/server/modules/appointments/ics';

const event = {
  uid: 'appointment-7@vandijk.klantportaal',
  start: new Date('2027-06-15T07:00:00Z'),
  end: new Date('2027-06-15T08:00:00Z'),
  created: new Date('2026-12-01T10:00:00Z'),
  summary: 'Hypotheekcheck – Van Dijk',
  description: 'Rente; aflossen, oversluiten\nen meer',
  location: 'Maliebaan 42, 3581 CR Utrecht',
  organizer: { name: 'Van Dijk Hypotheken & Verzekeringen', email: 'info@vandijkhypotheken.nl' },
};

describe('calendarFile', () => {
  it('writes the summer appointment booked in winter as UTC instants (09:00 in Amsterdam)', () => {
    const ics = calendarFile(event);
    expect(ics).toContain('DTSTART:20270615T070000Z\r\n');
    expect(ics).toContain('DTEND:20270615T080000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261201T100000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines at 75 octets', () => {
    const ics = calendarFile({ ...event, description: `${'Lange toelichting met ë '.repeat(6)}` });
    expect(calendarFile(event)).toContain('DESCRIPTION:Rente\\; aflossen\\, oversluiten\\nen meer');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n Lange|\r\n [^\r]+/);
  });

  it('keeps a note with a lone CR, CRLF or other control characters inside its one property', () => {
    const ics = calendarFile({
      ...event,
      description: 'Graag\rATTENDEE:mailto:x@evil.example\r\nBEGIN:VALARM\nen\\verder\u0000\u000b;klaar',
      organizer: { name: 'Van "Dijk"\r\nX-EVIL:1', email: 'info@vandijk.nl\r\nX-EVIL:2' },
    });
    // Every line break of the file is a CRLF that ends a property or folds one.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Graag\\nATTENDEE:mailto:x@evil.example\\nBEGIN:VALARM\\nen\\\\verder\\;klaar\r\n');
    expect(unfolded).toContain('ORGANIZER;CN="Van DijkX-EVIL:1":mailto:info@vandijk.nlX-EVIL:2\r\n');
    expect(unfolded.split('\r\n').filter((line) => /^(ATTENDEE|BEGIN:VALARM|X-EVIL)/.test(line))).toEqual([]);
  });
});
