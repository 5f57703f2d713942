// The mails of the sign-in flows, in the customer's language (nl by default, en, de) and in the
// office's form of address (formal unless its pronoun is JE). Each language keeps its texts in
// texts/<language>.ts; this module picks one and renders plain text and HTML from it.
import { de } from './texts/de';
import { en } from './texts/en';
import { nl } from './texts/nl';
import type { Addressee, Block, MailText, MailTexts } from './texts/types';

const languages: Record<string, MailTexts> = { nl, en, de };

export function textsFor(language: string): MailTexts {
  return languages[language] ?? nl;
}

export interface AddresseeSource {
  language: string;
  username: string;
  profile: Record<string, unknown>;
}

export function addressee(account: AddresseeSource, office: { name: string; settings: Record<string, unknown> }): Addressee {
  const formal = office.settings.pronoun !== 'JE';
  const { first_name: first, full_name: full } = account.profile;
  const name = formal ? full : first;
  return {
    office: typeof office.settings.full_name === 'string' ? office.settings.full_name : office.name,
    name: typeof name === 'string' && name ? name : account.username,
    formal,
  };
}

/** Text made safe to put into HTML (element content or a quoted attribute). */
export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  codes: string[];
  links: string[];
}

export function render(texts: MailTexts, to: Addressee, mail: MailText): RenderedMail {
  const blocks: Block[] = [texts.greeting(to), ...mail.blocks, `${texts.closing}\n${to.office}`];
  const text = blocks.map((block) => (typeof block === 'string' ? block : 'link' in block ? block.link : block.code)).join('\n\n');
  const html = blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${escape(block).replace(/\n/g, '<br>')}</p>`;
      if ('link' in block) return `<p><a href="${escape(block.link)}">${escape(block.link)}</a></p>`;
      return `<p style="font-size:24px;letter-spacing:4px"><strong>${escape(block.code)}</strong></p>`;
    })
    .join('\n');
  return {
    subject: mail.subject,
    text,
    html: `<!doctype html>\n<html><body>\n${html}\n</body></html>`,
    codes: blocks.flatMap((block) => (typeof block === 'object' && 'code' in block ? [block.code] : [])),
    links: blocks.flatMap((block) => (typeof block === 'object' && 'link' in block ? [block.link] : [])),
  };
}
