/**
 * A row of a financing-burden table (advice-burden-*.ts): from this toetsinkomen (euros per year)
 * upward, the percentages per rate band of advice-rules-2026.ts's `rateBands`.
 */
export type BurdenRow = readonly [number, readonly number[]];
