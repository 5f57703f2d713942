// The lender's logo, our own picture drawn from the HDN company table so it works offline.
import { createHash } from 'node:crypto';
import { type PublicHandler, RawReply } from '../../contract/handlers';
import { notFound } from '../../http-error';
import type { operations } from '../../../../generated/advice';
import { officeOfKey } from './office-key';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const WIDTH = 240;
const HEIGHT = 80;
const MARGIN = 16;

/**
 * The name customers know a lender by: the table's sender name is the brand ("Argenta",
 * "ING Hypotheken"), the receiver name the legal entity ("Argenta Spaarbank N.V."), whose initials
 * or first characters read as another bank's mark. The HDN code is the last resort.
 */
export function lenderMark(data: { sender_name?: unknown; receiver_name?: unknown }, code: string): string {
  const name = [data.sender_name, data.receiver_name].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return name?.trim() ?? code;
}

/** The whole name, never cut: long names get a smaller font and are squeezed to the width if needed. */
function lenderLogo(code: string, name: string): string {
  const hue = createHash('sha256').update(code).digest()[0]! * 1.4;
  const room = WIDTH - 2 * MARGIN;
  // A sans-serif letter is a little over half its size wide.
  const size = Math.max(12, Math.min(30, Math.floor(room / (0.58 * name.length))));
  const fits = 0.58 * size * name.length <= room;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="10" fill="hsl(${hue.toFixed(0)} 55% 32%)"/>`,
    `<text x="${WIDTH / 2}" y="${HEIGHT / 2 + size * 0.35}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle"${fits ? '' : ` textLength="${room}" lengthAdjust="spacingAndGlyphs"`}>${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}

export const lenderImage: PublicHandler<operations['getLenderImage']> = async ({ params, query }, context) => {
  const office = await officeOfKey(query.api_key, context, 'advies_widgets_refinance_key', 'advies_widgets_scenarios_key');
  const company = await context.tenantScope(office).company(params.code);
  if (!company) throw notFound();
  return new RawReply(200, lenderLogo(company.hdn_code, lenderMark(company.data, company.hdn_code)), {
    'content-type': 'image/svg+xml',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=86400',
  });
};
