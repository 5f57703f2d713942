// Net costs of the own home in 2026 from the rules' text: the eigenwoningforfait by WOZ tier
// (Wet IB 2001 art. 3.112) and the interest deducted at the taxpayer's own marginal rate, never
// above the cap of 37.56 % (art. 2.10a), with the lower first bracket from AOW age.
import { describe, expect, it } from 'vitest';
import { bestTaxpayer, deductionRefund, ownHomeForfait } from '../../../../src/server/advice/deduction';
import { netPayment } from '../../../../src/server/advice/loan-parts';

describe('ownHomeForfait', () => {
  it.each([
    [12500, 0],
    [12501, 12.5], // 0.10 %
    [25000, 25],
    [25001, 50], // 0.20 %
    [75000, 187.5], // 0.25 %
    [75001, 262.5], // 0.35 %
    [400000, 1400],
    [1350000, 4725],
    [1450000, 7075], // 4,725 + 2.35 % × 100,000
  ])('WOZ %d gives %d a year', (woz, forfait) => {
    expect(ownHomeForfait(woz)).toBeCloseTo(forfait, 1);
  });
});

describe('deductionRefund', () => {
  it('caps the top bracket at 37.56 %', () => {
    // 10,000 deducted from 100,000 lies wholly in the 49.5 % bracket: 10,000 × 37.56 %.
    expect(deductionRefund(10000, { gross: 100000, fromAow: false })).toBeCloseTo(3756, 2);
  });

  it('deducts at 35.75 % in the first bracket and at each bracket crossed', () => {
    expect(deductionRefund(10000, { gross: 30000, fromAow: false })).toBeCloseTo(3575, 2);
    // From 43,883 down to 33,883: 5,000 above 38,883 at 37.56 % and 5,000 below at 35.75 %.
    expect(deductionRefund(10000, { gross: 43883, fromAow: false })).toBeCloseTo(1878 + 1787.5, 2);
  });

  it('deducts at 17.85 % in the first bracket from AOW age', () => {
    expect(deductionRefund(10000, { gross: 30000, fromAow: true })).toBeCloseTo(1785, 2);
  });

  it('saves nothing on the part of a deduction below zero income', () => {
    expect(deductionRefund(10000, { gross: 5000, fromAow: false })).toBeCloseTo(1787.5, 2);
  });

  it('gives the deduction to the partner whose rate is higher', () => {
    expect(
      bestTaxpayer(
        [
          { gross: 30000, fromAow: true },
          { gross: 100000, fromAow: false },
        ],
        10000,
      ),
    ).toEqual({ gross: 100000, fromAow: false });
  });
});

describe('netPayment', () => {
  const situation = { monthly_payments: 1500, remaining_sum: 300000, monthly_interest: 1000, deductible_interest: 1000 };

  it("nets a retiree's payment at their own 17.85 %, not at the cap", () => {
    // 12,000 interest − 1,400 forfait (WOZ 400,000) = 10,600 × 17.85 % = 1,892.10 a year.
    expect(netPayment(situation, 400000, [{ gross: 30000, fromAow: true }])).toBeCloseTo(1500 - 1892.1 / 12, 2);
    // The same at the cap of a top earner: 10,600 × 37.56 % = 3,981.36 a year.
    expect(netPayment(situation, 400000, [{ gross: 120000, fromAow: false }])).toBeCloseTo(1500 - 3981.36 / 12, 2);
  });

  it('adds nothing when the forfait exceeds the interest', () => {
    expect(netPayment({ ...situation, deductible_interest: 100 }, 400000, [{ gross: 50000, fromAow: false }])).toBe(1500);
  });
});
