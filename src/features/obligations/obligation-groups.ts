/**
 * The obligations screen groups the list by type description (advice §2); a group's monthly
 * total feeds the chart. Groups keep the order in which their first obligation came.
 */
import type { components } from '../../../generated/portal';

export type Obligation = components['schemas']['Obligation'];
export type ObligationType = components['schemas']['ObligationType'];

export interface ObligationGroup {
  description: string;
  type: ObligationType;
  items: Obligation[];
  monthlyTotal: number;
}

export function groupObligations(obligations: readonly Obligation[]): ObligationGroup[] {
  const groups = new Map<string, ObligationGroup>();
  for (const obligation of obligations) {
    const group = groups.get(obligation.type_description) ?? { description: obligation.type_description, type: obligation.type, items: [], monthlyTotal: 0 };
    group.items.push(obligation);
    group.monthlyTotal += obligation.monthly_amount;
    groups.set(obligation.type_description, group);
  }
  return [...groups.values()];
}
