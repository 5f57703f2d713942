// The street picture and the map through the real server: drawn only for a signed-in customer of
// the host's office, in the contract's sizes, and never kept by a shared cache (the address is in
// the URL).
// Runs on PGlite only (decision 055): drawing pictures and maps, no SQL of its own.
import { describe, expect, it } from 'vitest';
import { useDemoTokens, useTestServer } from './helper';

const server = useTestServer();
const tokens = useDemoTokens(server);
const street = (query: string) => `/proxy/streetview?location=Oudegracht%20120%2C%20Utrecht&${query}`;
const map = '/proxy/map?location=Maliebaan%2042%20bis%2C%203581%20CR%20Utrecht&zoom=16';

describe('getStreetview', () => {
  it('answers a PNG of the location to a signed-in customer, privately cached', async () => {
    const response = await server.call('vandijk', 'GET', street('size=600x400&fov=90'), { token: tokens.jan });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/^private\b/);
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(response.rawPayload.readUInt32BE(16)).toBe(600);
  });

  it('draws nothing for a caller without a token or with another office’s token', async () => {
    expect((await server.call('vandijk', 'GET', street('size=600x400'))).statusCode).toBe(401);
    expect((await server.call(null, 'GET', street('size=600x400'))).statusCode).toBe(401);
    expect((await server.call('vandijk', 'GET', street('size=600x400'), { token: tokens.pieter })).statusCode).toBe(401);
  });

  it('answers only the sizes of its list (400 for others, such as the largest)', async () => {
    expect((await server.call('vandijk', 'GET', street('size=300x200'), { token: tokens.jan })).rawPayload.readUInt32BE(16)).toBe(300);
    for (const size of ['1280x1280', '601x400', '0x0']) {
      const response = await server.call('vandijk', 'GET', street(`size=${size}`), { token: tokens.jan });
      expect(response.statusCode, size).toBe(400);
      expect(response.json(), size).toMatchObject({ error: { details: [{ field: 'querystring.size' }] } });
    }
  });

  it('answers 400 without a location', async () => {
    expect((await server.call('vandijk', 'GET', '/proxy/streetview?size=600x400', { token: tokens.jan })).statusCode).toBe(400);
  });
});

describe('getMap', () => {
  it('draws the location offline as an SVG with the address, privately cached', async () => {
    const response = await server.call('vandijk', 'GET', map, { token: tokens.jan });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toMatch(/^private\b/);
    expect(response.body).toContain('Maliebaan 42 bis, 3581 CR Utrecht');
  });

  it('draws nothing for a caller without a token or with another office’s token', async () => {
    expect((await server.call('vandijk', 'GET', map)).statusCode).toBe(401);
    expect((await server.call('vandijk', 'GET', map, { token: tokens.pieter })).statusCode).toBe(401);
  });

  it('escapes the address and refuses a bad zoom or no location', async () => {
    const call = (url: string) => server.call('vandijk', 'GET', url, { token: tokens.jan });
    expect((await call('/proxy/map?location=%3Cscript%3E')).body).not.toContain('<script>');
    expect((await call('/proxy/map?location=Utrecht&zoom=40')).statusCode).toBe(400);
    expect((await call('/proxy/map')).statusCode).toBe(400);
  });
});
