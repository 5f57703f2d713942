// Damage claims put in by the office (issue 37): core's DamageClaim without its id and seen flag,
// with its payments as sent and its requested documents numbered under the claim's row (nestedId).
import type { components } from '../../../../generated/office';
import { nestedId } from '../../seed/data/ids';
import type { OfficeHandlers } from '../types';
import { recordOperations, type RecordKind } from './records';

type DamageInput = components['schemas']['DamageInput'];

function stored(body: DamageInput, id: number): Record<string, unknown> {
  const { progress_items: items, ...fields } = body;
  return { ...fields, ...(items ? { progress_items: items.map((item, index) => ({ ...item, id: nestedId(id, index + 1) })) } : {}) };
}

/** The kind, also for the import's registry (import/kinds.ts). */
export const damageKind: RecordKind<DamageInput> = { table: 'damages', name: 'damage', stored };
const damages = recordOperations<DamageInput, components['schemas']['DamageClaim']>(damageKind);

export const damageHandlers = {
  listDamages: damages.list,
  getDamage: damages.get,
  putDamage: damages.put,
  deleteDamage: damages.remove,
} satisfies Partial<OfficeHandlers>;
