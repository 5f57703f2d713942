// The iCalendar file (RFC 5545) of a booked appointment. Start and end are UTC instants (the `Z`
// form), which every calendar shows in its own zone, so the hour is right in summer and winter
// without shipping a VTIMEZONE block.
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  created: Date;
  summary: string;
  description: string;
  location: string | null;
  organizer: { name: string; email: string } | null;
}

const utc = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Text values escape backslash, semicolon, comma and every line break, a lone CR included (a raw
 * one would end the property early in some readers, letting a customer's note add properties of
 * its own); other control characters are not allowed in text at all (RFC 5545 §3.3.11).
 */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');

/** A quoted parameter value may hold neither a double quote nor a control character (§3.2). */
// eslint-disable-next-line no-control-regex
const parameter = (value: string) => value.replace(/["\u0000-\u001f\u007f]/g, '');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Klantportaal//Afspraken//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.created)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN="${parameter(event.organizer.name)}":mailto:${parameter(event.organizer.email).replace(/\s/g, '')}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
