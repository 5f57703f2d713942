// Security headers of every answer (helmet): a strict Content-Security-Policy for the portal, a
// Permissions-Policy denying the browser features it does not use, no framing by other sites,
// nosniff, a same-origin referrer, HSTS only when the request came over TLS, and
// `Cache-Control: no-store` on API answers (they carry customer data) unless the handler chose its
// own caching (the street-view picture, a lender logo, a document download).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiUrl } from './api-prefixes';

/**
 * The portal loads everything from its own origin. What needs more than 'self':
 * - styles: MUI (emotion) injects <style> elements at run time, hence 'unsafe-inline' for styles only;
 * - images: the mail frame's inline images and the avatar crop are blob:/data: URLs;
 * - frames: the document viewer shows a fetched file as a blob: URL; the mail frame is srcdoc
 *   (it carries its own, stricter policy, see src/ui/mail/mail-frame.tsx).
 * Street view, lender logos and the calculator widgets are served by this server, so 'self' covers them.
 */
export const portalPolicy: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  // The office's web app manifest (src/server/install/manifest.ts).
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Powerful browser features the portal never uses, denied to it and to anything it frames: the
 * avatar editor takes a picture through a file input, not the camera, and nothing asks for a
 * position, sound, payment or a device. Full screen stays for the portal's own document viewer.
 * Only features Chromium knows are named (an unknown one is reported on every page load).
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
  'idle-detection=()',
  'screen-wake-lock=()',
  // Passkeys sign in on the portal's own pages (decision record 068), never in a frame of another site.
  'publickey-credentials-get=(self)',
  'picture-in-picture=()',
  'fullscreen=(self)',
].join(', ');

/** Pages the portal frames itself (our stand-in inventory): framed by its own origin only. */
const framedByPortal = ['/inventory/frame'];
const framedPolicy = Object.entries({ ...portalPolicy, 'frame-ancestors': ["'self'"] })
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: portalPolicy },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS over plain HTTP is ignored by browsers and would be wrong in development: set below.
    strictTransportSecurity: false,
    // The portal opens no cross-origin windows it needs to talk to; keep the defaults otherwise.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', permissionsPolicy);
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY trusts the proxy.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (framedByPortal.some((path) => request.url.startsWith(path))) reply.header('content-security-policy', framedPolicy);
    if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
