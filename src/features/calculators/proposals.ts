// Refinance proposals grouped as the screen shows them (advice §9): the current lender first,
// then those that probably fit the income, then those that probably do not; each group sorted by
// gross total refinance difference, highest first.
import type { RefinanceResult } from './refinance.machine';

export type Proposal = RefinanceResult['refinance_proposals'][number];
export type ProposalGroup = 'current' | 'fits' | 'not_fits';

export function groupProposals(proposals: Proposal[], currentLender: string | null): { group: ProposalGroup; proposals: Proposal[] }[] {
  const sorted = [...proposals].sort((a, b) => b.gross_total_refinance_difference - a.gross_total_refinance_difference);
  const groups: Record<ProposalGroup, Proposal[]> = { current: [], fits: [], not_fits: [] };
  for (const proposal of sorted) {
    const group: ProposalGroup = currentLender && proposal.lender_id === currentLender ? 'current' : proposal.fits_on_income ? 'fits' : 'not_fits';
    groups[group].push(proposal);
  }
  return (['current', 'fits', 'not_fits'] as const).filter((group) => groups[group].length).map((group) => ({ group, proposals: groups[group] }));
}

/** Years as months / 12 (advice §9). */
export const years = (months: number) => months / 12;
