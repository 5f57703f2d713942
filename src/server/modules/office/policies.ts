// Policies put in by the office (issue 37): core's Policy without its ids and insurer entry; a
// package's policies, at any depth, are numbered under the package's row (nestedId) with their
// parent set, so the portal's package view reads them unchanged.
import type { components } from '../../../../generated/office';
import { nestedId } from '../../seed/data/ids';
import type { OfficeHandlers } from '../types';
import { recordOperations, type RecordKind } from './records';

type PolicyInput = components['schemas']['PolicyInput'];

function stored(body: PolicyInput, id: number): Record<string, unknown> {
  let position = 0;
  const withChildren = (policy: PolicyInput, parent: number | null, own: number | null): Record<string, unknown> => ({
    ...policy,
    ...(own === null ? {} : { id: own }),
    parent_id: parent,
    agency: null,
    children: policy.children.map((child) => {
      position += 1;
      return withChildren(child, own ?? id, nestedId(id, position));
    }),
  });
  return withChildren(body, null, null);
}

/** The kind, also for the import's registry (import/kinds.ts). */
export const policyKind: RecordKind<PolicyInput> = { table: 'policies', name: 'policy', stored };
const policies = recordOperations<PolicyInput, components['schemas']['Policy']>(policyKind);

export const policyHandlers = {
  listPolicies: policies.list,
  getPolicy: policies.get,
  putPolicy: policies.put,
  deletePolicy: policies.remove,
} satisfies Partial<OfficeHandlers>;
