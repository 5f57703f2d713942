// The loan-part rules at their boundaries: the day before the window opens, the day it opens, the
// day before the end and the end date itself; and their figures from the advice engine.
import { describe, expect, it } from 'vitest';
import { fixedRateEnding, interestDeductionEnding } from '../../../../src/server/signals/mortgage-rules';
import { customerMessage } from '../../../../src/server/signals/texts';
import { facts, mortgage, part, rates } from './facts';

const fixedOn = (today: string, overrides = {}) => fixedRateEnding(facts(today, { mortgages: [mortgage([part(overrides)])] }));
const deductionOn = (today: string, overrides = {}) => interestDeductionEnding(facts(today, { mortgages: [mortgage([part(overrides)])] }));

describe('fixed_rate_ending', () => {
  it('holds from 24 months before the end until the day before it', () => {
    expect(fixedOn('2025-06-30')).toEqual([]);
    expect(fixedOn('2025-07-01')).toHaveLength(1);
    expect(fixedOn('2027-06-30')).toHaveLength(1);
    expect(fixedOn('2027-07-01')).toEqual([]);
    expect(fixedOn('2027-07-02')).toEqual([]);
  });

  it("names the part and its end, with today's rate for its period and the payment change", () => {
    const [signal] = fixedOn('2026-12-01');
    expect(signal).toEqual({
      key: '11:2027-07-01',
      searchable_type: 'mortgage_part',
      searchable_id: 11,
      figures: { rule: 'fixed_rate_ending', part: '1', endDate: '2027-07-01', rate: 4.06, monthlyChange: 212 },
    });
    expect(customerMessage(signal!.figures, 'nl', false)).toBe(
      'Op 1 juli 2027 loopt de rentevaste periode van leningdeel 1 af. Bij de rente van vandaag (4,06%) gaat je maandlast ongeveer € 212 omhoog.',
    );
    expect(customerMessage(signal!.figures, 'nl', true)).toBe(
      'Op 1 juli 2027 loopt de rentevaste periode van leningdeel 1 af. Bij de rente van vandaag (4,06%) gaat uw maandlast ongeveer € 212 omhoog.',
    );
  });

  it('takes the rate of the period nearest to the part’s own, and a payment that falls', () => {
    const offered = [...rates(2.5, 60), ...rates(9, 240)];
    const [signal] = fixedRateEnding(facts('2026-12-01', { rates: offered, mortgages: [mortgage([part({ rentevasteperiode: 72 })])] }));
    expect(signal?.figures).toMatchObject({ rate: 2.5, monthlyChange: -100 });
    expect(customerMessage(signal!.figures, 'en', false)).toContain('goes down by about € 100.');
  });

  it('keeps an annuity part’s debt at the end: the new payment runs over the months then left', () => {
    const [signal] = fixedOn('2026-07-01', { repayment_type: 1, remaining_debt: 200000, interest: 4.06 });
    expect(signal?.figures).toMatchObject({ monthlyChange: 0 });
    expect(customerMessage(signal!.figures, 'de', true)).toContain('bleibt Ihre Monatsrate etwa gleich.');
  });

  it('says what to look at when no rate is known, and skips a part without a fixed rate', () => {
    const [signal] = fixedRateEnding(facts('2026-12-01', { rates: [], mortgages: [mortgage([part()])] }));
    expect(signal?.figures).toMatchObject({ rate: null, monthlyChange: null });
    expect(customerMessage(signal!.figures, 'nl', false)).toBe(
      'Op 1 juli 2027 loopt de rentevaste periode van leningdeel 1 af. Bekijk wat een nieuwe rentevaste periode je kost.',
    );
    expect(fixedOn('2026-12-01', { einddatumRentevast: null })).toEqual([]);
  });
});

describe('interest_deduction_ending', () => {
  it('holds from 5 years before the deduction ends until the day before', () => {
    const end = { interest_deduction_end_date: '2030-03-01' };
    expect(deductionOn('2025-02-28', end)).toEqual([]);
    expect(deductionOn('2025-03-01', end)).toHaveLength(1);
    expect(deductionOn('2030-02-28', end)).toHaveLength(1);
    expect(deductionOn('2030-03-01', end)).toEqual([]);
  });

  it('assumes 1 January 2031 when the end is unknown, and never for a box 3 part', () => {
    expect(deductionOn('2025-12-31', { interest_deduction_end_date: null })).toEqual([]);
    expect(deductionOn('2026-01-01', { interest_deduction_end_date: null })[0]?.figures).toMatchObject({ endDate: '2031-01-01' });
    expect(deductionOn('2026-06-01', { interest_deduction_end_date: null, tax_box_type: 3 })).toEqual([]);
  });

  it('names the net monthly effect: the tax refund on the interest that ends', () => {
    const [signal] = deductionOn('2026-12-01', { interest_deduction_end_date: '2029-07-01' });
    // € 600 interest a month at the 37.56 % deduction rate of 2026.
    expect(signal?.figures).toMatchObject({ monthlyEffect: 225.36 });
    expect(customerMessage(signal!.figures, 'nl', false)).toBe(
      'Op 1 juli 2029 eindigt de hypotheekrenteaftrek van leningdeel 1. Je netto maandlast gaat dan ongeveer € 225 omhoog.',
    );
  });
});
