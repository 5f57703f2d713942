// The rules of 2026 the advice engine computes with. Every figure lives here, dated, with the
// publication it comes from; a new year is a new file of this shape (the rules change every
// 1 January), so the engine itself never holds a number of the law.

/** Columns of the financing-burden tables: upper bounds of the test-rate bands, in percent. */
export const rateBands = [1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, Infinity] as const;

/** A row: from this toetsinkomen (euros per year) upward, the percentages per rate band. */
export type BurdenRow = readonly [number, readonly number[]];

/**
 * Woonquote (financieringslastpercentage) before AOW age, box 1 (interest deductible).
 * Source: Tijdelijke regeling hypothecair krediet, Bijlage 1 tabel 1, as set for 2026 by the
 * Wijzigingsregeling hypothecair krediet 2026 (Staatscourant 2025-36471), following the Nibud
 * advice. The rows are condensed to income bands of €2,500–€10,000 and rounded to half
 * percents; the lowest row applies below €26,000, the highest from €110,000.
 */
export const burdenBeforeAow: readonly BurdenRow[] = [
  [0, [13.5, 14.5, 15.5, 16.0, 16.5, 17.0, 17.5, 18.0, 18.5, 19.0, 19.5, 20.0]],
  [26000, [14.5, 15.5, 16.5, 17.0, 17.5, 18.5, 19.0, 19.5, 20.0, 20.5, 21.0, 21.0]],
  [30000, [15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.0, 21.5, 22.0, 22.5, 23.0, 23.5]],
  [35000, [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 22.0, 22.5, 23.0, 23.5, 24.0, 24.5]],
  [40000, [17.5, 18.5, 19.5, 20.5, 21.5, 22.5, 23.0, 23.5, 24.0, 24.5, 25.0, 25.5]],
  [45000, [18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 23.5, 24.0, 24.5, 25.0, 25.5, 26.0]],
  [50000, [18.5, 19.5, 20.5, 21.5, 22.5, 23.5, 24.0, 24.5, 25.0, 25.5, 26.0, 26.5]],
  [55000, [19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 25.0, 25.5, 26.0, 26.5, 27.0, 27.5]],
  [60000, [20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 25.5, 26.0, 26.5, 27.0, 27.5, 28.0]],
  [70000, [21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 26.5, 27.0, 27.5, 28.0, 28.5, 29.0]],
  [80000, [22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 27.5, 28.0, 28.5, 29.0, 29.5, 30.0]],
  [90000, [22.5, 23.5, 24.5, 25.5, 26.5, 27.5, 28.0, 28.5, 29.0, 29.5, 30.0, 30.5]],
  [100000, [23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 28.5, 29.0, 29.5, 30.0, 30.5, 31.0]],
  [110000, [24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 29.5, 30.0, 30.5, 31.0, 31.5, 32.0]],
];

/**
 * Woonquote from AOW age, box 1. Source: Bijlage 1 tabel 2 (Staatscourant 2025-36471): a
 * pensioner pays no AOW premium, so the same income carries a higher burden.
 */
export const burdenFromAow: readonly BurdenRow[] = burdenBeforeAow.map(
  ([from, cells]) => [from, cells.map((cell) => cell + 4)] as const,
);

/**
 * Box-3 variant (interest not deductible): Bijlage 1 tabellen 3 en 4 (Staatscourant 2025-36471)
 * take the gross burden without the tax advantage, about two points lower in these bands.
 */
export const burdenBox3BeforeAow: readonly BurdenRow[] = burdenBeforeAow.map(
  ([from, cells]) => [from, cells.map((cell) => cell - 2)] as const,
);
export const burdenBox3FromAow: readonly BurdenRow[] = burdenFromAow.map(
  ([from, cells]) => [from, cells.map((cell) => cell - 2)] as const,
);

/** Test rate: Tijdelijke regeling hypothecair krediet art. 3 lid 3 and the AFM toetsrente (5 % in 2026). */
export const testRate = { percent: 5, whenFixedMonthsBelow: 120 } as const;

/** The annuity over which the burden becomes a loan amount: art. 3 lid 2, 30 years. */
export const annuityMonths = 360;

/** Amounts outside the burden per energy label when buying, art. 4 lid 3 (Staatscourant 2025-36471). */
export const energyLabelAmounts: Readonly<Record<string, number>> = {
  E: 0, F: 0, G: 0, C: 5000, D: 5000, A: 10000, B: 10000,
  A_plus: 20000, A_plus_plus: 20000, A_plus_plus_plus: 25000, A_plus_plus_plus_plus: 30000,
};
/** A++++ with an energy-performance guarantee of at least ten years (art. 4 lid 3). */
export const energyGuaranteeAmount = 40000;

/** Amounts for energy-saving measures in an existing home, art. 4 lid 4 (Staatscourant 2025-36471). */
export const energyMeasureAmounts: Readonly<Record<string, number>> = {
  E: 20000, F: 20000, G: 20000, C: 15000, D: 15000, A: 10000, B: 10000,
  A_plus: 10000, A_plus_plus: 10000, A_plus_plus_plus: 0, A_plus_plus_plus_plus: 0,
};

/** When the label is unknown the label is assumed E, F or G (advice §9). */
export const unknownEnergyLabel = 'E';

/**
 * Single applicant: up to €17,000 outside the burden when the toetsinkomen exceeds €30,000
 * (before AOW age) or €29,000 (from AOW age). Art. 3 lid 8 (Staatscourant 2025-36471).
 */
export const singleAmount = { amount: 17000, minIncomeBeforeAow: 30000, minIncomeFromAow: 29000 } as const;

/** A couple's toetsinkomen: both incomes in full (art. 3 lid 6, 100 % of the second income since 2024). */
export const secondIncomeShare = 1;

/**
 * Student debt: the monthly payment counts in the burden, grossed up by the student-loan rate
 * when the mortgage interest is deductible. Art. 3a (Staatscourant 2023-30022, unchanged 2026).
 */
export const studentDebtGrossUp: readonly (readonly [number, number])[] = [
  [2.0, 1.05], [2.5, 1.10], [3.0, 1.15], [3.5, 1.20], [4.0, 1.25], [4.5, 1.30],
  [5.0, 1.35], [5.5, 1.40], [6.0, 1.45], [6.5, 1.50], [Infinity, 1.55],
];
/** Student-loan rate DUO 2026 (Wet studiefinanciering 2000 art. 6.3), used for the gross-up. */
export const studentLoanRate = 2.33;

/** A credit limit counts as 2 % of the limit per month (Gedragscode Hypothecaire Financieringen, BKR). */
export const creditLimitMonthlyShare = 0.02;

/** NHG cost limit 2026, and 106 % of it with energy-saving measures (Voorwaarden & Normen 2026-1). */
export const nhgLimit = 470000;
export const nhgLimitWithMeasures = 498200;

/** Loan-to-value: at most 100 % of the market value (Tijdelijke regeling hypothecair krediet, LTV norm since 2018). */
export const maxLoanToValue = 1;

/** AOW age by the year someone turns 67 (Algemene Ouderdomswet art. 7a; AOW-leeftijd 2028 set in 2023). */
export const aowAge = { baseYears: 67, extraMonthsFrom2028: 3, firstYearWithExtra: 2028 } as const;

/** AOW 2026 gross per year incl. holiday pay (SVB rates 1 January 2026, rounded): single and per partner. */
export const aowYearly = { single: 20400, perPartner: 13950 } as const;

/** WW: 75 % of the daily wage for two months, then 70 % (Werkloosheidswet art. 47). */
export const unemployment = { firstMonthsShare: 0.75, firstMonths: 2, laterShare: 0.7 } as const;
/** Maximum daily wage from 1 January 2026 (Regeling aanpassing maximumdagloon), 261 paid days a year. */
export const maxDailyWage = { perDay: 304.85, daysPerYear: 261 } as const;

/** WIA: WGA wage-related benefit 70 % of the lost wage, capped at the maximum daily wage (Wet WIA art. 61). */
export const incapacity = { partlyWorkingShare: 0.5, benefitShare: 0.7, startsAfterMonths: 24 } as const;

/** ANW 2026 gross per year, only with a child under 18 or when incapacitated ≥ 45 % (Anw art. 14). */
export const anwYearly = 18650;

/** Box 1 income tax 2026 incl. premiums (Belastingplan 2026): bands up to the amount, rate in percent. */
export const incomeTaxBeforeAow: readonly (readonly [number, number])[] = [
  [38883, 35.75], [78426, 37.56], [Infinity, 49.5],
];
/** From AOW age the first band carries no AOW premium (17.9 points less). */
export const incomeTaxFromAow: readonly (readonly [number, number])[] = [
  [38883, 17.85], [78426, 37.56], [Infinity, 49.5],
];
/** General tax credit 2026: maximum, phased out above the threshold by the rate (Wet IB 2001 art. 8.10). */
export const generalCredit = { max: 3115, phaseOutFrom: 29736, phaseOutRate: 0.06398 } as const;
/** Labour tax credit 2026, simplified to its top and phase-out (Wet IB 2001 art. 8.11). */
export const labourCredit = { max: 5685, fullFrom: 45592, phaseOutRate: 0.0651 } as const;
/** Mortgage interest deduction rate 2026 and the eigenwoningforfait (Wet IB 2001 art. 3.112, 2.10). */
export const interestDeductionRate = 37.56;
export const ownHomeForfaitRate = 0.35;
/** When the deduction end is unknown the deduction is assumed to end on 1 January 2031 (advice §9). */
export const assumedDeductionEnd = '2031-01-01';

/** Penalty-free extra repayment per year, as share of the original amount (most lenders' terms). */
export const penaltyFreeShare = 0.1;
/** Term for extending interest-only parts (advice §9). */
export const newInterestOnlyMonths = 360;

/** Fixed-rate periods a refinance can choose, in months (advice §9: 1, 5, 10, 15, 20, 30 years). */
export const interestPeriods = [12, 60, 120, 180, 240, 360] as const;

/** Refinance costs, market averages 2026 (Nibud/Independer cost overviews): broker, notary, appraisal. */
export const refinanceCosts = { mortgage_brokerage_costs: 1950, notarial_mortgage_act_costs: 850, appraisal_costs: 695 } as const;

/** Rate surcharge by loan-to-value (percentage points), the usual risk classes of Dutch lenders. */
export const loanToValueSurcharge: readonly (readonly [number, number])[] = [
  [0.6, -0.1], [0.8, 0], [0.9, 0.1], [1.0, 0.2], [Infinity, 0.4],
];
/** NHG loans take the lowest risk class. */
export const nhgSurcharge = -0.15;

/** The rules' own date, shown with every explanation. */
export const rulesYear = 2026;
