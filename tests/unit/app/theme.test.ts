import { describe, expect, it } from 'vitest';
import { DARK_TEXT, LIGHT_TEXT, colourScale, contrastRatio } from '../../../src/lib/colour-scale';
import { FALLBACK_COLOURS, tenantTheme } from '../../../src/app/theme';

const vandijk = { name: 'vandijk', primary_color: '#00529B', secondary_color: '#F39200', tertiary_color: '#E8F1FA' };
const degroot = { name: 'degroot', primary_color: '#1B5E20', secondary_color: '#8D6E63', tertiary_color: '#F1F8E9' };

describe('tenantTheme', () => {
  it('keeps warnings legible: 4.5:1 as text on white and under their own text colour', () => {
    const { warning } = tenantTheme(vandijk).palette;
    expect(contrastRatio(warning.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(warning.contrastText, warning.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('takes the office colours as primary, secondary and tertiary', () => {
    const { palette } = tenantTheme(vandijk);
    expect(palette.primary.main).toBe('#00529B');
    expect(palette.secondary.main).toBe('#F39200');
    expect(palette.tertiary.main).toBe('#E8F1FA');
  });

  it('sets readable text on each office colour', () => {
    const { palette } = tenantTheme(degroot);
    expect(palette.primary.contrastText).toBe(LIGHT_TEXT);
    expect(palette.tertiary.contrastText).toBe(DARK_TEXT);
  });

  it('gives the tertiary colour light and dark variants like the built-in ones', () => {
    const { tertiary } = tenantTheme(degroot).palette;
    expect(tertiary.light).toMatch(/^(#|rgb)/);
    expect(tertiary.dark).not.toBe(tertiary.main);
  });

  it('exposes the tints of each office colour', () => {
    const { tenant } = tenantTheme(vandijk).palette;
    expect(tenant.primary).toEqual(colourScale('#00529B'));
    expect(tenant.primary[50]).toBe('#80a9cd');
    expect(tenant.tertiary[90]).toBe(colourScale('#E8F1FA')[90]);
  });

  it('builds once per tenant name', () => {
    const first = tenantTheme(vandijk);
    expect(tenantTheme({ ...vandijk })).toBe(first);
    // Spec: applied once per tenant name, so a later answer for the same office keeps its theme.
    expect(tenantTheme({ ...vandijk, primary_color: '#000000' }).palette.primary.main).toBe('#00529B');
    expect(tenantTheme(degroot)).not.toBe(first);
  });

  it('falls back for a missing or malformed colour', () => {
    const { palette } = tenantTheme({ name: 'half-branded', primary_color: '#123456', secondary_color: null, tertiary_color: 'teal' });
    expect(palette.primary.main).toBe('#123456');
    expect(palette.secondary.main).toBe(FALLBACK_COLOURS.secondary);
    expect(palette.tertiary.main).toBe(FALLBACK_COLOURS.tertiary);
  });

  it('is neutral without an office', () => {
    const neutral = tenantTheme(null);
    expect(neutral.palette.primary.main).toBe(FALLBACK_COLOURS.primary);
    expect(tenantTheme(null)).toBe(neutral);
  });
});
