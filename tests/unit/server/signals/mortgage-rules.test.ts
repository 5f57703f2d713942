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
      figures: {
        rule: 'fixed_rate_ending',
        part: '1',
        mortgage: 'Dorpsstraat 12, 3511 AB Utrecht',
        endDate: '2027-07-01',
        periodMonths: 120,
        rate: 4.06,
        monthlyChange: 212,
      },
    });
    expect(customerMessage(signal!.figures, 'nl', false)).toBe(
      'Op 1 juli 2027 loopt de rentevaste periode af van leningdeel 1 van je hypotheek voor Dorpsstraat 12, 3511 AB Utrecht. ' +
        'Bij de gemiddelde rente van vandaag voor 10 jaar vast (4,06%) gaat de maandlast van dit leningdeel ongeveer €\u00a0212 omhoog. ' +
        'De rekenhulp Oversluiten vergelijkt het aanbod van elke geldverstrekker voor je hele hypotheek.',
    );
    expect(customerMessage(signal!.figures, 'nl', true)).toContain('van uw hypotheek voor Dorpsstraat 12');
    expect(customerMessage(signal!.figures, 'nl', true)).toContain('voor uw hele hypotheek.');
  });

  it('says which rate it quotes, and in German writes it the German way (issue 42 items 1 and 10)', () => {
    const [signal] = fixedRateEnding(
      facts('2026-12-01', { rates: [...rates(3.95, 180), ...rates(3.5, 120)], mortgages: [mortgage([part({ rentevasteperiode: 180 })])] }),
    );
    // The part's own period, not the refinance calculator's default of ten years.
    expect(signal?.figures).toMatchObject({ periodMonths: 180, rate: 3.95 });
    const german = customerMessage(signal!.figures, 'de', false);
    expect(german).toContain('Am 1. Juli 2027 endet die Zinsbindung von Darlehensteil 1 deiner Hypothek für Dorpsstraat 12');
    expect(german).toContain('Durchschnittszins für 15 Jahre Zinsbindung (3,95\u00a0%)');
    expect(german).toMatch(/um etwa [\d.]+\u00a0€\./);
    expect(customerMessage(signal!.figures, 'en', false)).toContain("today's average rate for 15 years fixed (3.95%)");
  });

  it('takes the rate of the period nearest to the part’s own, and a payment that falls', () => {
    const offered = [...rates(2.5, 60), ...rates(9, 240)];
    const [signal] = fixedRateEnding(facts('2026-12-01', { rates: offered, mortgages: [mortgage([part({ rentevasteperiode: 72 })])] }));
    expect(signal?.figures).toMatchObject({ rate: 2.5, monthlyChange: -100 });
    expect(customerMessage(signal!.figures, 'en', false)).toContain('goes down by about €100.');
  });

  it('keeps an annuity part’s debt at the end: the new payment runs over the months then left', () => {
    const [signal] = fixedOn('2026-07-01', { repayment_type: 1, remaining_debt: 200000, interest: 4.06 });
    expect(signal?.figures).toMatchObject({ monthlyChange: 0 });
    expect(customerMessage(signal!.figures, 'de', true)).toContain('bleibt die Monatsrate dieses Darlehensteils etwa gleich.');
  });

  it('says what to look at when no rate is known, and skips a part without a fixed rate', () => {
    const [signal] = fixedRateEnding(facts('2026-12-01', { rates: [], mortgages: [mortgage([part()])] }));
    expect(signal?.figures).toMatchObject({ rate: null, monthlyChange: null });
    expect(customerMessage(signal!.figures, 'nl', false)).toBe(
      'Op 1 juli 2027 loopt de rentevaste periode af van leningdeel 1 van je hypotheek voor Dorpsstraat 12, 3511 AB Utrecht. Bekijk wat een nieuwe rentevaste periode je kost.',
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
      'Op 1 juli 2029 eindigt de hypotheekrenteaftrek van leningdeel 1 van je hypotheek voor Dorpsstraat 12, 3511 AB Utrecht. Je netto maandlast gaat dan ongeveer €\u00a0225 omhoog.',
    );
  });
});
