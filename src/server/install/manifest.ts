// The web app manifest of an office's portal, so a customer can add it to a phone's home screen
// (iOS delivers Web Push only to an installed web app): the office of the host's sub-domain gives
// the name, colours and icons. Outside the contract: the browser fetches it, not our client.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { officeFromHost } from '../../lib/tenant-host';
import { officeFullName, officeShortName } from '../notify/office-name';
import type { TenantRow, Tenants } from '../tenants';
import { colourOr, logoOf, pngIcon, svgIcon, type IconBrand } from './icons';

const FALLBACK = { primary: '#1f4e79', secondary: '#ffffff', background: '#ffffff' };
const PNG_SIZES = [192, 512] as const;
// An office changes its branding rarely; a day keeps home screens close to it.
const CACHE = 'public, max-age=86400';

function brandOf(office: TenantRow | null): IconBrand {
  const settings = office?.settings ?? {};
  return {
    primary: colourOr(settings.primary_color, FALLBACK.primary),
    secondary: colourOr(settings.secondary_color, FALLBACK.secondary),
    logo: logoOf(settings.logo),
  };
}

export function manifestOf(office: TenantRow | null) {
  const brand = brandOf(office);
  return {
    name: office ? officeFullName(office) : 'Klantportaal',
    short_name: office ? officeShortName(office) : 'Portaal',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'nl',
    theme_color: brand.primary,
    background_color: colourOr(office?.settings.tertiary_color, FALLBACK.background),
    icons: [
      ...PNG_SIZES.map((size) => ({ src: `/manifest/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any maskable' })),
      { src: '/manifest/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

export function registerManifest(app: FastifyInstance, tenants: Tenants, baseDomain: string) {
  const officeOf = async (host: string | undefined) => {
    const name = officeFromHost(host ?? '', baseDomain);
    return name ? tenants.byName(name) : null;
  };
  const send = (reply: FastifyReply, type: string, body: string | Buffer) => reply.header('cache-control', CACHE).header('vary', 'Host').type(type).send(body);

  app.get('/manifest.webmanifest', async (request, reply) =>
    send(reply, 'application/manifest+json; charset=utf-8', JSON.stringify(manifestOf(await officeOf(request.headers.host)))),
  );
  app.get('/manifest/icon.svg', async (request, reply) => send(reply, 'image/svg+xml', svgIcon(brandOf(await officeOf(request.headers.host)))));
  for (const size of PNG_SIZES) {
    app.get(`/manifest/icon-${size}.png`, async (request, reply) => send(reply, 'image/png', pngIcon(brandOf(await officeOf(request.headers.host)), size)));
  }
}
