// Gross to net with the 2026 box-1 bands and credits of src/lib/advice/rules/2026/index.ts (Belastingplan
// 2026 as enacted: 35.75 % / 17.85 % to €38,883, 37.56 % to €78,426; general credit €3,115 (from
// AOW age €1,556) phased out above €29,736; labour credit €5,685 phased out above €45,592 at 6.51 %).
import { describe, expect, it } from 'vitest';
import { incomeTax, netYearly } from '../../../../src/server/advice/net-income';

describe('netYearly', () => {
  it.each([
    // 38,883 × 35.75 % + 9,117 × 37.56 % = 17,325.02; general credit 3,115 − 18,264 × 6.398 % = 1,946.47;
    // labour credit 5,685 − 2,408 × 6.51 % = 5,528.24; net 48,000 − (17,325.02 − 7,474.71) = 38,149.69.
    { name: 'modal employee €48,000', gross: 48000, employment: 48000, fromAow: false, tax: 17325.02, net: 38149.69 },
    // Full single AOW 2026 (€20,929.44): 17.85 % = 3,735.91, less the from-AOW general credit €1,556.
    { name: 'single AOW from AOW age', gross: 20929.44, employment: 0, fromAow: true, tax: 3735.91, net: 18749.53 },
  ])('$name', ({ gross, employment, fromAow, tax, net }) => {
    expect(incomeTax(gross, fromAow)).toBeCloseTo(tax, 2);
    expect(netYearly(gross, employment, fromAow)).toBeCloseTo(net, 2);
  });

  it('gives a pensioner the smaller general credit of AOW age, not the one of a working-age person', () => {
    // Same gross: the AOW-age band saves 17.9 points of premium; the smaller credit takes €1,559 of that back.
    expect(netYearly(20929.44, 0, true) - netYearly(20929.44, 0, false)).toBeCloseTo(20929.44 * 0.179 - (3115 - 1556), 2);
  });

  it('stays finite and non-negative on absurd input', () => {
    expect(netYearly(Number.NaN, 0, false)).toBe(0);
    expect(Number.isFinite(netYearly(99e9, 99e9, false))).toBe(true);
  });
});
