// The lender's logo, our own picture drawn from the HDN company table so it works offline.
import { createHash } from 'node:crypto';
import { type PublicHandler, RawReply } from '../../contract/handlers';
import { notFound } from '../../http-error';
import type { operations } from '../../../../generated/advice';
import { officeOfKey } from './office-key';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function lenderLogo(code: string, name: string): string {
  const hue = createHash('sha256').update(code).digest()[0]! * 1.4;
  const initials = name.split(/\s+/).map((word) => word[0]).join('').slice(0, 3).toUpperCase();
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">',
    `<rect width="240" height="80" rx="10" fill="hsl(${hue.toFixed(0)} 55% 32%)"/>`,
    `<text x="40" y="50" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`,
    `<text x="150" y="48" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${escapeXml(name.slice(0, 16))}</text>`,
    '</svg>',
  ].join('');
}

export const lenderImage: PublicHandler<operations['getLenderImage']> = async ({ params, query }, context) => {
  const office = await officeOfKey(query.api_key, context, 'advies_widgets_refinance_key', 'advies_widgets_scenarios_key');
  const company = await context.tenantScope(office).company(params.code);
  if (!company) throw notFound();
  const name = String(company.data.receiver_name ?? company.data.sender_name ?? company.hdn_code);
  return new RawReply(200, lenderLogo(company.hdn_code, name), {
    'content-type': 'image/svg+xml',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=86400',
  });
};
