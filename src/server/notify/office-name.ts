// The office's name as a notification title or a home-screen label, where a full trade name
// ("Van Dijk Hypotheken & Verzekeringen") would be cut off: its first words, up to 12 characters.
const SHORT_NAME_LENGTH = 12;

export function officeFullName(office: { name: string; settings: Record<string, unknown> }): string {
  const full = office.settings.full_name;
  return typeof full === 'string' && full.trim() ? full.trim() : office.name;
}

export function officeShortName(office: { name: string; settings: Record<string, unknown> }): string {
  const words = officeFullName(office).split(/\s+/);
  let short = words[0]!;
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > SHORT_NAME_LENGTH) break;
    short = `${short} ${word}`;
  }
  return short;
}
