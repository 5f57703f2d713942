// Where an upload belongs (core §7 POST /customer/document): a requested mortgage or damage
// document, or an item (customer, policy, mortgage); the screen key tells the office where it came from.
import type { components } from '../../../../generated/portal';
import type { MultipartFields } from '../../../api/multipart';

type Schemas = components['schemas'];
export type UploadScreen = Schemas['UploadScreen'];

export type UploadTarget =
  { kind: 'mortgageProgress'; id: number } | { kind: 'damageProgress'; id: number } | { kind: 'item'; group: Schemas['DocumentGroup']; id: number };

/** The form fields of an upload of `file` to `target`. */
export function uploadFields(file: File, target: UploadTarget, screen?: UploadScreen): MultipartFields<'/customer/document'> {
  return {
    name: file.name.replace(/\.[^.]+$/, '') || file.name,
    ...(target.kind === 'mortgageProgress' ? { mortgage_progress_id: target.id } : {}),
    ...(target.kind === 'damageProgress' ? { damage_progress_id: target.id } : {}),
    ...(target.kind === 'item' ? { parent_type: target.group, parent_id: target.id } : {}),
    ...(screen ? { screen } : {}),
    content: file,
  };
}
