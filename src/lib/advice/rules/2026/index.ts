// The rules of 2026 the advice engine computes with. Every figure lives here, dated, with the
// publication it comes from; a new year is a new file of this shape (the rules change every
// 1 January), so the engine itself never holds a number of the law.

/** Columns of the financing-burden tables: upper bounds of the test-rate bands, in percent. */
export const rateBands = [1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, Infinity] as const;

/**
 * The woonquote tables of 2026 (Bijlage 1, Stcrt. 2025-36471): box 1 before and from AOW age, and
 * their box-3 variant. They live in their own files for their length; see there for provenance.
 */
export { burdenBeforeAow, burdenFromAow } from './burden';
export { burdenBox3BeforeAow, burdenBox3FromAow } from './burden-box3';

/** Test rate: Tijdelijke regeling hypothecair krediet art. 3 lid 3 and the AFM toetsrente (5 % in 2026). */
export const testRate = { percent: 5, whenFixedMonthsBelow: 120 } as const;

/** The annuity over which the burden becomes a loan amount: art. 3 lid 2, 30 years. */
export const annuityMonths = 360;

/**
 * Amounts outside the burden per energy label when buying, art. 4 lid 3: the table as replaced by
 * Stcrt. 2025-36471 art. I B 1 (read in the published text).
 */
export const energyLabelAmounts: Readonly<Record<string, number>> = {
  E: 0,
  F: 0,
  G: 0,
  C: 5000,
  D: 5000,
  A: 10000,
  B: 10000,
  A_plus: 20000,
  A_plus_plus: 20000,
  A_plus_plus_plus: 25000,
  A_plus_plus_plus_plus: 30000,
};
/** A++++ with an energy-performance guarantee of at least ten years (art. 4 lid 3). */
export const energyGuaranteeAmount = 40000;

/** Amounts for energy-saving measures in an existing home, art. 4 lid 4 (Stcrt. 2025-36471 art. I B 2, read). */
export const energyMeasureAmounts: Readonly<Record<string, number>> = {
  E: 20000,
  F: 20000,
  G: 20000,
  C: 15000,
  D: 15000,
  A: 10000,
  B: 10000,
  A_plus: 10000,
  A_plus_plus: 10000,
  A_plus_plus_plus: 0,
  A_plus_plus_plus_plus: 0,
};

/** When the label is unknown the label is assumed E, F or G (advice §9). */
export const unknownEnergyLabel = 'E';

/**
 * Single applicant: up to €17,000 outside the burden when the toetsinkomen exceeds €30,000
 * (before AOW age) or €29,000 (from AOW age). The thresholds: art. 3 lid 8 as amended by
 * Stcrt. 2025-36471 art. I A (read); the amount stays €17,000 (set for 2025, kept by the Nibud
 * advice 2026).
 */
export const singleAmount = { amount: 17000, minIncomeBeforeAow: 30000, minIncomeFromAow: 29000 } as const;

/** A couple's toetsinkomen: both incomes in full (art. 3 lid 6, 100 % of the second income since 2024). */
export const secondIncomeShare = 1;

/**
 * Student debt: the monthly DUO payment counts in the burden; when the mortgage interest is
 * deductible it is grossed up by a factor that depends on the mortgage's debetrente (the test
 * rate), not on the student-loan rate: art. 3a lid 2 (text of Stcrt. 2023-30022, read). Bands:
 * upper bound of the debetrente in percent → factor. The 2026 factors are transcribed from
 * HondsrugFinance/NAT-hypotheek-API config/studielening.json ("versie 2026"); our copy of Stcrt.
 * 2025-36471 breaks off before its student-debt table, so they are not checked against it.
 */
export const studentDebtGrossUp: readonly (readonly [number, number])[] = [
  [2.0, 1.05],
  [2.5, 1.1],
  [3.0, 1.15],
  [4.0, 1.2],
  [4.5, 1.25],
  [5.5, 1.3],
  [6.0, 1.35],
  [Infinity, 1.4],
];

/** A credit limit counts as 2 % of the limit per month (Gedragscode Hypothecaire Financieringen, BKR). */
export const creditLimitMonthlyShare = 0.02;

/** NHG cost limit 2026, and 106 % of it with energy-saving measures (Voorwaarden & Normen 2026-1). */
export const nhgLimit = 470000;
export const nhgLimitWithMeasures = 498200;

/** Loan-to-value: at most 100 % of the market value (Tijdelijke regeling hypothecair krediet, LTV norm since 2018). */
export const maxLoanToValue = 1;

/** AOW age by the year someone turns 67 (Algemene Ouderdomswet art. 7a; AOW-leeftijd 2028 set in 2023). */
export const aowAge = { baseYears: 67, extraMonthsFrom2028: 3, firstYearWithExtra: 2028 } as const;

/**
 * AOW from 1 January 2026, gross per year incl. holiday pay: (€1,637.57 + €106.55) × 12 single and
 * (€1,122.12 + €76.10) × 12 per partner, as published by SZW on 5 December 2025 (reported by
 * bijnametpensioen.nl and rekenbuddy.nl).
 */
export const aowYearly = { single: 20929.44, perPartner: 14378.64 } as const;

/** WW: 75 % of the daily wage for two months, then 70 % (Werkloosheidswet art. 47). */
export const unemployment = { firstMonthsShare: 0.75, firstMonths: 2, laterShare: 0.7 } as const;
/** Maximum daily wage 2026, 261 paid days a year. ESTIMATE: the 2026 amount was not found in a source. */
export const maxDailyWage = { perDay: 304.85, daysPerYear: 261 } as const;

/** WIA: WGA wage-related benefit 70 % of the lost wage, capped at the maximum daily wage (Wet WIA art. 61). */
export const incapacity = { partlyWorkingShare: 0.5, benefitShare: 0.7, startsAfterMonths: 24 } as const;

/** ANW 2026 gross per year, only with a child under 18 or when incapacitated ≥ 45 % (Anw art. 14). ESTIMATE: amount not found in a source. */
export const anwYearly = 18650;
/**
 * The Anw income test (Anw art. 18): of the survivor's earnings, 50 % of the minimum wage stays
 * free and a third of the rest; the other two thirds reduce the benefit. ESTIMATE: the 2026
 * minimum wage taken as €14.71 an hour over 36 hours a week, not read in a source.
 */
export const anwIncomeTest = { freeYearly: 13770, deductedShare: 2 / 3 } as const;
/** The Anw runs while the youngest child is under 18 (Anw art. 14 lid 1 a). */
export const anwChildAgeLimit = 18;

/**
 * Box 1 income tax 2026 incl. premiums, bands up to the amount, rate in percent (Belastingplan 2026
 * as enacted; the table of aplusbadviesgroep.nl of 23 December 2025 and slimgeldbeheer.nl agree).
 */
export const incomeTaxBeforeAow: readonly (readonly [number, number])[] = [
  [38883, 35.75],
  [78426, 37.56],
  [Infinity, 49.5],
];
/** From AOW age the first band carries no AOW premium (17.9 points less). */
export const incomeTaxFromAow: readonly (readonly [number, number])[] = [
  [38883, 17.85],
  [78426, 37.56],
  [Infinity, 49.5],
];
/**
 * General tax credit 2026 (Wet IB 2001 art. 8.10): maximum, phased out above €29,736 at 6.398 %
 * before AOW age, €1,556 at 3.195 % from AOW age (same source as the bands above).
 */
export const generalCredit = { max: 3115, phaseOutFrom: 29736, phaseOutRate: 0.06398 } as const;
export const generalCreditFromAow = { max: 1556, phaseOutFrom: 29736, phaseOutRate: 0.03195 } as const;
/**
 * Labour tax credit 2026 (Wet IB 2001 art. 8.11): maximum €5,685, phased out above €45,592 at
 * 6.51 % (same source). Its build-up below €45,592 is simplified to a straight line: close enough
 * to compare a household before and after a scenario, which is all it is used for.
 */
export const labourCredit = { max: 5685, fullFrom: 45592, phaseOutRate: 0.0651 } as const;
/**
 * The cap on the rate at which mortgage interest is deducted in 2026: 37.56 %, the basic rate (Wet
 * IB 2001 art. 2.10a, tariefsaanpassing; Belastingplan 2026). Below it each euro deducts at its
 * own bracket's rate (the brackets above), so a first-bracket income or a retiree deducts less.
 */
export const interestDeductionCap = 37.56;
/**
 * Eigenwoningforfait 2026 (Wet IB 2001 art. 3.112 lid 1, table as indexed for 2026 by the
 * Belastingdienst): the percentage of the whole WOZ value of the highest tier it exceeds, and above
 * €1,350,000 a fixed €4,725 plus 2.35 % of the excess. Transcribed from the Belastingdienst's 2026
 * table as reported by the Vereniging Eigen Huis; the villa threshold was not read in the Staatsblad.
 */
export const ownHomeForfait = {
  tiers: [
    [12500, 0.1],
    [25000, 0.2],
    [50000, 0.25],
    [75000, 0.35],
  ] as readonly (readonly [number, number])[],
  villa: { from: 1350000, base: 4725, percent: 2.35 },
} as const;
/** When the deduction end is unknown the deduction is assumed to end on 1 January 2031 (advice §9). */
export const assumedDeductionEnd = '2031-01-01';

/**
 * Penalty-free extra repayment per calendar year, in percent of the original loan as a whole, when
 * neither the customer nor the lender data give the lender's own (10, 15 or 20 % in lenders' terms;
 * 10 % is the most common, e.g. the general terms of ABN AMRO, Rabobank and ING).
 */
export const penaltyFreePercentage = 10;
/** Term for extending interest-only parts (advice §9). */
export const newInterestOnlyMonths = 360;

/** Fixed-rate periods a refinance can choose, in months (advice §9: 1, 5, 10, 15, 20, 30 years). */
export const interestPeriods = [12, 60, 120, 180, 240, 360] as const;

/** Refinance costs: broker, notary, appraisal. ESTIMATE: market averages, no published figure of 2026 was found. */
export const refinanceCosts = { mortgage_brokerage_costs: 1950, notarial_mortgage_act_costs: 850, appraisal_costs: 695 } as const;

/** Rate surcharge by loan-to-value (percentage points). ESTIMATE: typical lender risk classes, no single published table. */
export const loanToValueSurcharge: readonly (readonly [number, number])[] = [
  [0.6, -0.1],
  [0.8, 0],
  [0.9, 0.1],
  [1.0, 0.2],
  [Infinity, 0.4],
];
/** NHG loans take the lowest risk class (ESTIMATE, as the surcharges above). */
export const nhgSurcharge = -0.15;

/** The rules' own date, shown with every explanation. */
export const rulesYear = 2026;
