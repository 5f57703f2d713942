import { describe, expect, it } from 'vitest';
import { DARK_TEXT, LIGHT_TEXT, SCALE_STEPS, colourScale, contrastRatio, contrastText, mixWithWhite, parseHex } from '../../../src/lib/colour-scale';

describe('mixWithWhite', () => {
  it('rounds half up, so half of black is #808080', () => {
    expect(mixWithWhite('#000000', 50)).toBe('#808080');
  });

  it('keeps the colour at 0 and reaches white at 100', () => {
    expect(mixWithWhite('#00529B', 0)).toBe('#00529b');
    expect(mixWithWhite('#00529B', 100)).toBe('#ffffff');
  });

  it('accepts short hex and no hash', () => {
    expect(mixWithWhite('000', 50)).toBe('#808080');
  });

  it('refuses what is not a hex colour', () => {
    expect(() => mixWithWhite('blue', 50)).toThrow(RangeError);
  });
});

describe('colourScale', () => {
  it('has the nine tints from 10 to 90 percent toward white', () => {
    const scale = colourScale('#00529B');
    expect(Object.keys(scale).map(Number)).toEqual([...SCALE_STEPS]);
    // 0x52 = 82: 82 + (255 - 82) * 0.1 = 99.3 -> 99 = 0x63; 0x9b = 155 -> 165 = 0xa5.
    expect(scale[10]).toBe('#1a63a5');
    expect(scale[50]).toBe('#80a9cd');
    expect(scale[90]).toBe('#e6eef5');
  });

  it('lightens step by step', () => {
    const scale = colourScale('#1B5E20');
    const reds = SCALE_STEPS.map((step) => parseHex(scale[step])?.r ?? -1);
    expect(reds).toEqual([...reds].sort((a, b) => a - b));
    expect(new Set(reds).size).toBe(SCALE_STEPS.length);
  });
});

describe('contrast', () => {
  it('measures the WCAG extremes', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('picks white text on a dark office colour', () => {
    expect(contrastText('#00529B')).toBe(LIGHT_TEXT);
    expect(contrastText('#1B5E20')).toBe(LIGHT_TEXT);
  });

  it('picks dark text on a light office colour', () => {
    expect(contrastText('#F1F8E9')).toBe(DARK_TEXT);
    expect(contrastText('#F39200')).toBe(DARK_TEXT);
  });

  it('measures translucent dark text as it is seen, blended onto the background', () => {
    // 87 % black on white blends to about #212121, which is less than the 21:1 of pure black.
    expect(contrastRatio(DARK_TEXT, '#ffffff')).toBeCloseTo(contrastRatio('#212121', '#ffffff'), 1);
    expect(contrastRatio(DARK_TEXT, '#ffffff')).toBeLessThan(21);
  });
});
