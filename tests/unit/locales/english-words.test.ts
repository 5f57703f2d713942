// One English word for each thing (issue 42): the adviser is spelled the British way, as the
// portal's English is en-GB (decision 061), and the refinancing calculator has one name, in the
// portal's texts and in what the server mails or pushes in English. Comments and the office API's
// field names (`advisor`) are not words a customer reads, so they are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import calculators from '../../../locales/en/calculators.json';
import dashboard from '../../../locales/en/dashboard.json';
import inbox from '../../../locales/en/inbox.json';

const localeTexts = readdirSync('locales/en')
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    Object.entries(JSON.parse(readFileSync(`locales/en/${file}`, 'utf8')) as Record<string, string>).map(([key, text]) => `${file} ${key}: ${text}`),
  );

// The server's English mails, pushes and signal texts; the mixed files hold every language.
const SERVER_TEXTS = [
  'src/server/mail/texts/en.ts',
  'src/server/modules/appointments/mail.ts',
  'src/server/export/ready-mail.ts',
  'src/server/notify/texts.ts',
  'src/server/signals/texts.ts',
];
/** The string literals of a file, its comments left out. */
const literals = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)
    ?.map((text) => `${file} ${text}`) ?? [];
const serverTexts = SERVER_TEXTS.flatMap(literals);

describe('English', () => {
  it('says adviser, never advisor', () => {
    expect(localeTexts.filter((text) => /\badvisors?\b/i.test(text.split(': ').slice(1).join(': ')))).toEqual([]);
    expect(serverTexts.filter((text) => /\badvisors?\b/i.test(text) && !/^[^ ]+ ['"`]advisor['"`]$/.test(text))).toEqual([]);
    expect(localeTexts.filter((text) => /\badviser\b/i.test(text)).length).toBeGreaterThan(20);
  });

  it('names the refinancing calculator one way', () => {
    expect([calculators.title_refinance, dashboard.calculator_refinance, inbox.category_refinance]).toEqual(['Refinancing', 'Refinancing', 'Refinancing']);
    expect([...localeTexts, ...serverTexts].filter((text) => /\bRefinance\b/.test(text))).toEqual([]);
    expect(serverTexts.filter((text) => /[Rr]efinanc\w* (calculator|check)/.test(text))).toEqual([expect.stringContaining('The Refinancing calculator')]);
  });
});
