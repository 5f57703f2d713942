import type { DashboardCardName } from '../../../config';

/** The cards secondary-cards.tsx draws: the dashboard knows them without loading that chunk. */
export const SECONDARY_CARD_NAMES = ['mortgageTotals', 'policyTotals', 'hypotheekwacht', 'calculators', 'openNow', 'accountManager', 'visitingAddress'] as const satisfies readonly DashboardCardName[];
export type SecondaryCardName = (typeof SECONDARY_CARD_NAMES)[number];

export const isSecondaryCard = (name: DashboardCardName): name is SecondaryCardName => (SECONDARY_CARD_NAMES as readonly DashboardCardName[]).includes(name);
