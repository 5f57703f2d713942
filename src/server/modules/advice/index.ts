// The advice services. The scenario and refinance engine arrives with the calculators issue; the
// lender logo is drawn from the HDN company table so it works offline.
import { createHash } from 'node:crypto';
import { notImplemented, RawReply } from '../../contract/handlers';
import { notFound, unauthorized } from '../../http-error';
import type { AdviceHandlers } from '../types';

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

export const adviceHandlers: AdviceHandlers = {
  postScenarios: notImplemented,
  postRefinance: notImplemented,
  getLenderImage: async ({ params, query }, { tenants, tenantScope }) => {
    const office = await tenants.byWidgetKey(query.api_key);
    if (!office) throw unauthorized('The api_key matches no office');
    const company = await tenantScope(office).company(params.code);
    if (!company) throw notFound();
    const name = String(company.data.receiver_name ?? company.data.sender_name ?? company.hdn_code);
    return new RawReply(200, lenderLogo(company.hdn_code, name), {
      'content-type': 'image/svg+xml',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=86400',
    });
  },
};
