// Where an upload belongs (core §7 POST /customer/document): a requested mortgage or damage
// document, or an item (customer, policy, mortgage); the screen key tells the office where it came from.
import type { components } from '../../../../generated/portal';

type Schemas = components['schemas'];

export type UploadTarget =
  | { kind: 'mortgageProgress'; id: number }
  | { kind: 'damageProgress'; id: number }
  | { kind: 'item'; group: Schemas['DocumentGroup']; id: number };

/** The form fields of an upload of `file` to `target`. */
export function uploadForm(file: File, target: UploadTarget, screen?: Schemas['UploadScreen']): FormData {
  const form = new FormData();
  form.append('name', file.name.replace(/\.[^.]+$/, '') || file.name);
  if (target.kind === 'mortgageProgress') form.append('mortgage_progress_id', String(target.id));
  if (target.kind === 'damageProgress') form.append('damage_progress_id', String(target.id));
  if (target.kind === 'item') {
    form.append('parent_type', target.group);
    form.append('parent_id', String(target.id));
  }
  if (screen) form.append('screen', screen);
  form.append('content', file, file.name);
  return form;
}
