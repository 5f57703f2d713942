// The demo offices' logos are shown 40 px high on a phone (sign-in header, menu): their text must
// read at that height (issue 42, item 5), not shrink to a few pixels.
import { describe, expect, it } from 'vitest';
import { demoTenants } from '../../../../src/server/seed/data/tenants';

const SHOWN_HEIGHT = 40;

function textPixels(logo: string): { text: string; pixels: number } {
  const svg = Buffer.from(logo.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const viewHeight = Number(/viewBox="[\d.]+ [\d.]+ [\d.]+ ([\d.]+)"/.exec(svg)?.[1]);
  const fontSize = Number(/font-size="([\d.]+)"/.exec(svg)?.[1]);
  return { text: /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1] ?? '', pixels: (fontSize * SHOWN_HEIGHT) / viewHeight };
}

describe.each(demoTenants.map((tenant) => [tenant.name, tenant.settings.logo] as const))('%s logo', (_name, logo) => {
  it('shows its text at least 20 px high when the logo is 40 px high', () => {
    const { text, pixels } = textPixels(logo ?? '');
    expect(text.length).toBeGreaterThan(0);
    expect(pixels).toBeGreaterThanOrEqual(20);
  });
});
