// The headers every answer carries: the portal's Content-Security-Policy (no framing, scripts only
// from the portal itself), nosniff, a same-origin referrer, HSTS only over TLS, and no caching of
// API answers that carry customer data.
// Runs on PGlite only (decision 055): headers, the same whatever stores the data.
import { describe, expect, it } from 'vitest';
import { demoLogins, useTestServer } from './helper';

const server = useTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });

function policy(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
}

describe('security headers', () => {
  it('gives the portal page a strict policy that no other site can frame', async () => {
    const response = await server.call('vandijk', 'GET', '/dashboard');
    const csp = policy(response.headers['content-security-policy']);
    // The portal's own files only: no inline script runs.
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
    // Nothing external anywhere in the policy.
    expect(String(response.headers['content-security-policy'])).not.toMatch(/https?:|\*/);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets only the portal itself frame the page it embeds (the stand-in inventory)', async () => {
    for (const url of ['/inventory/frame']) {
      const csp = policy((await server.call('vandijk', 'GET', url)).headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), url).toBe("'self'");
      expect(csp.get('script-src'), url).toBe("'self'");
    }
    const page = policy((await server.call('vandijk', 'GET', '/dashboard')).headers['content-security-policy']);
    expect(page.get('frame-ancestors')).toBe("'none'");
  });

  it('denies the browser features the portal does not use, on the page and on every answer', async () => {
    for (const url of ['/dashboard', '/api/customer/customer', '/proxy/ip_address/', '/does-not-exist.png']) {
      const header = String((await server.call('vandijk', 'GET', url)).headers['permissions-policy']);
      const features = new Map(header.split(',').map((entry) => entry.trim().split('=') as [string, string]));
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'bluetooth', 'display-capture']) {
        expect(features.get(feature), `${url} ${feature}`).toBe('()');
      }
      expect(features.get('fullscreen'), url).toBe('(self)');
    }
  });

  it('sends HSTS only when the request came over TLS (behind a trusted proxy)', async () => {
    const response = await server.call('vandijk', 'GET', '/dashboard', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('forbids caching of API answers with customer data', async () => {
    const token = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    for (const url of ['/api/customer/customer', '/api/customer/mortgage', '/api/customer/document']) {
      const response = await server.call('vandijk', 'GET', url, { token });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const refused = await server.call('vandijk', 'GET', '/api/customer/customer');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("keeps a document download's own sandboxing policy", async () => {
    const token = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    const groups = (await server.call('vandijk', 'GET', '/api/customer/document', { token })).json<Record<string, { id: number }[]>>();
    const first = Object.values(groups).flat()[0]!;
    const file = await server.call('vandijk', 'GET', `/api/customer/document/${first.id}`, { token });
    expect(file.statusCode).toBe(200);
    expect(policy(file.headers['content-security-policy']).has('sandbox')).toBe(true);
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('lets the street-view picture and the map be cached by the browser only', async () => {
    const token = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    for (const url of ['/proxy/streetview?location=Oudegracht%20120%2C%20Utrecht&size=300x200', '/proxy/map?location=Utrecht']) {
      const response = await server.call('vandijk', 'GET', url, { token });
      expect(response.headers['cache-control'], url).toBe('private, max-age=86400');
    }
  });
});
