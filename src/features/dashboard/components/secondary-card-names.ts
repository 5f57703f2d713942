import type { DashboardCardName } from '../../../config';

/** The cards secondary-cards.tsx draws: named here so the registry knows them without loading that chunk. */
export type SecondaryCardName = Extract<
  DashboardCardName,
  'mortgageTotals' | 'policyTotals' | 'hypotheekwacht' | 'calculators' | 'openNow' | 'accountManager' | 'visitingAddress'
>;
