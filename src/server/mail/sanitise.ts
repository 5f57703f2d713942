// Mail HTML the office puts in is sanitised on the way in with the portal's own sanitiser
// (decision record 008), bound to a jsdom window because the server has no DOM; the portal
// sanitises again when it shows the mail. jsdom loads on the first mail, not at start.
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { sanitiseMailHtml } from '../../lib/sanitise-mail-html';

let purifier: Promise<DOMPurify> | undefined;

async function serverPurifier(): Promise<DOMPurify> {
  const { JSDOM } = await import('jsdom');
  return createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
}

export async function sanitisedMailHtml(html: string): Promise<string> {
  purifier ??= serverPurifier();
  return sanitiseMailHtml(html, { purifier: await purifier });
}
