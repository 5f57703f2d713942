import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../src/lib/colour-scale';
import { ENERGY_LABEL_COLOURS, energyLabelColours, toEnergyLabel } from '../../../src/lib/energy-label';

describe('energy labels', () => {
  it('has a colour for every label from A++++ to G, each its own', () => {
    expect(Object.keys(ENERGY_LABEL_COLOURS)).toEqual(['A++++', 'A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(new Set(Object.values(ENERGY_LABEL_COLOURS)).size).toBe(11);
  });

  it('runs from green for the best label to red for the worst', () => {
    expect(ENERGY_LABEL_COLOURS['A++++']).toBe('#00632e');
    expect(ENERGY_LABEL_COLOURS.C).toBe('#fff200');
    expect(ENERGY_LABEL_COLOURS.G).toBe('#b5121b');
  });

  it('writes text on every label colour with AA contrast (4.5:1)', () => {
    for (const label of Object.keys(ENERGY_LABEL_COLOURS) as (keyof typeof ENERGY_LABEL_COLOURS)[]) {
      const { background, text } = energyLabelColours(label);
      expect(contrastRatio(text, background), label).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts dark text on the yellow C and white on the dark green A++++', () => {
    expect(energyLabelColours('C').text).toBe('#000000de');
    expect(energyLabelColours('A++++').text).toBe('#ffffff');
  });

  it.each([
    ['A++', 'A++'],
    ['A_plus_plus', 'A++'],
    ['a_PLUS', 'A+'],
    [' b ', 'B'],
    ['A++++', 'A++++'],
    ['A+++++', null],
    ['H', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (value, label) => {
    expect(toEnergyLabel(value)).toBe(label);
  });
});
