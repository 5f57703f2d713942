/**
 * A row of a financing-burden table (rules/2026/burden*.ts): from this toetsinkomen (euros per year)
 * upward, the percentages per rate band of rules/2026/index.ts's `rateBands`.
 */
export type BurdenRow = readonly [number, readonly number[]];
