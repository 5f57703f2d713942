// The web app manifest and its icons, per office of the host's sub-domain (issue 29): what a phone
// shows when the portal is added to its home screen.
// Runs on PGlite only (decision 055): one read of the office's settings, the same query reads.test.ts runs on both.
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helper';

const server = useTestServer();

const get = (office: string | null, url: string) => server.call(office, 'GET', url);
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('the web app manifest', () => {
  it("carries the office's name, short name, colours and icons", async () => {
    const response = await get('vandijk', '/manifest.webmanifest');
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers.vary).toContain('Host');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Van Dijk Hypotheken & Verzekeringen',
      short_name: 'Van Dijk',
      start_url: '/',
      display: 'standalone',
      theme_color: '#00529B',
      background_color: '#E8F1FA',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512', 'any']);
    const other = (await get('degroot', '/manifest.webmanifest')).json();
    expect(other.name).not.toBe(manifest.name);
    expect(other.theme_color).not.toBe(manifest.theme_color);
  });

  it('is a plain portal on an address without a known office', async () => {
    expect((await get(null, '/manifest.webmanifest')).json()).toMatchObject({ name: 'Klantportaal', short_name: 'Portaal' });
    expect((await get('nobody', '/manifest.webmanifest')).json()).toMatchObject({ name: 'Klantportaal' });
  });

  it('has PNG icons of the sizes it names, in the office colours', async () => {
    for (const size of [192, 512]) {
      const response = await get('vandijk', `/manifest/icon-${size}.png`);
      expect(response.headers['content-type']).toBe('image/png');
      const png = response.rawPayload;
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(pngSize(png)).toEqual([size, size]);
    }
    const vandijk = (await get('vandijk', '/manifest/icon-192.png')).rawPayload;
    const degroot = (await get('degroot', '/manifest/icon-192.png')).rawPayload;
    expect(vandijk.equals(degroot)).toBe(false);
  });

  it("has a scalable icon made of the office's logo", async () => {
    const tenant = (await get('vandijk', '/api/customer/tenant')).json<{ logo: string }>();
    const svg = (await get('vandijk', '/manifest/icon.svg')).body;
    expect(svg).toContain('fill="#00529B"');
    expect(svg).toContain(`href="${tenant.logo}"`);
  });
});
