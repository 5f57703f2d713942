// What every edit-screen save shares: one transaction on the customer's own rows, refused as a
// whole while the advisor works on the file, and the rules no schema holds answered as 400 with
// the field names (the same rules the browser's forms check, from src/lib/edit-rules).
import type { RuleProblem } from '../../../lib/edit-rules';
import type { CustomerScope } from '../../db/customer-scope';
import type { CustomerEvent } from '../../events/outbox';
import { HttpError } from '../../http-error';

export type ProfileRow = Awaited<ReturnType<CustomerScope['profileForUpdate']>>;

export const advisorWorking = () =>
  new HttpError(403, 'save_edits_error_noaccess', 'The customer object could not be persisted: the advisor is working on the file');

/** Answers 400 naming each field; the key is any rule's message key (the edit rules', the advice services'). */
export function refuseProblems(problems: readonly { path: RuleProblem['path']; key: string }[]) {
  if (problems.length === 0) return;
  const details = problems.map((problem) => ({ field: `body.${problem.path.join('.')}`, code: problem.key, message: problem.key.replaceAll('_', ' ') }));
  throw new HttpError(400, 'validation_error', details.map((detail) => `${detail.field} ${detail.message}`).join('; '), details);
}

/** The office hears which fields of which screen were saved: their names, never their values. */
export const edited = (screen: string, body: object, at: Date) => ({
  event: { type: 'edit.saved', data: { screen, fields: Object.keys(body).sort() } } satisfies CustomerEvent,
  at,
});

/** Runs a save in one transaction, after checking the advisor lock on the locked profile row; its event goes in the same one. */
export async function save(customer: CustomerScope, saved: ReturnType<typeof edited>, work: (scope: CustomerScope, row: ProfileRow) => Promise<void>) {
  await customer.transaction(async (scope) => {
    const row = await scope.profileForUpdate();
    if (row.advisor_lock) throw advisorWorking();
    await work(scope, row);
    await scope.recordEvent(saved.event, saved.at);
  });
  return { success: true } as const;
}

/**
 * The named fields of a save that were sent: a field left out keeps its stored value. Handlers
 * list the fields they write one by one, so nothing else of a body reaches a record.
 */
export function sentFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
