// Reporting a damage (core §7 POST /customer/damage): the form's fields and its files by group,
// sent as one multipart body behind the uploads already under way.
import { errorCodeOf, postMultipart, succeeded } from '../../../api/multipart';
import { DamageRefused, type DamageSubmission } from '../damages/damage-report.machine';

export async function submitDamage({ files, ...fields }: DamageSubmission): Promise<void> {
  // The text fields go before the files, so the server has them before the first file streams in.
  const answer = await postMultipart('/customer/damage', { ...fields, screen: 'verzekeringen', ...files });
  // One file over 10 MB and all of them over 30 MB together are told apart by the answer's code.
  if (answer.status === 413)
    throw new DamageRefused(errorCodeOf(answer) === 'message_error_total_size' ? 'message_error_total_size' : 'message_error_file_size');
  if (!succeeded(answer)) throw new DamageRefused('message_error');
}
