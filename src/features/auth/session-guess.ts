import { HANDOVER_KEY, STORAGE_KEY } from './storage-keys';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether `storage` holds a session to start with: a handed-over one, or tokens on the current
 * saved account. A guess made before the rest of the code has arrived, to fetch the part that most
 * likely comes next; the session machine reads the storage properly, and TenantGate corrects a
 * wrong guess.
 */
export function holdsSession(storage: Pick<Storage, 'getItem'>): boolean {
  if (storage.getItem(HANDOVER_KEY) !== null) return true;
  try {
    const state: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (!isRecord(state) || typeof state.current !== 'string' || !isRecord(state.accounts)) return false;
    const account = state.accounts[state.current];
    return isRecord(account) && isRecord(account.tokens);
  } catch {
    return false;
  }
}
