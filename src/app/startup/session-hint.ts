/**
 * The session hint: a small script inline in index.html, run as the page is parsed (built by
 * scripts/vite/session-hint.ts, which names the files). On a device that holds a session
 * it asks for the signed-in shell's files at once, so they download beside the start code instead
 * of after that code has arrived and run: a round trip and a download less before a returning
 * customer's home screen on a slow connection. It only warms the browser's module cache; what runs
 * is still decided by early-start.ts, so a wrong guess costs one download and nothing else.
 * It imports nothing but the storage keys: all of it travels in that one small script.
 */
import { HANDOVER_KEY, STORAGE_KEY } from '../../features/auth/storage-keys';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether the portal will most likely start signed in: a handed-over session, or a current saved
 * account with tokens. The same question early-start.ts's SESSION_AT_START answers with the full
 * parser of account-storage.ts, asked without it.
 */
export function holdsSession(storage: Pick<Storage, 'getItem'>): boolean {
  if (storage.getItem(HANDOVER_KEY) !== null) return true;
  try {
    const saved: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (!isRecord(saved) || typeof saved.current !== 'string' || !isRecord(saved.accounts)) return false;
    const account = saved.accounts[saved.current];
    return isRecord(account) && isRecord(account.tokens) && typeof account.tokens.refreshToken === 'string';
  } catch {
    return false;
  }
}

/** Asks for `files` (paths under the origin) as module preloads: downloaded and parsed, not run. */
export function preloadModules(files: readonly string[], page: Document) {
  for (const file of files) {
    const link = page.createElement('link');
    link.rel = 'modulepreload';
    // As the module scripts are fetched (crossorigin), so the preloaded answer is the one they use.
    link.crossOrigin = '';
    link.href = file;
    page.head.append(link);
  }
}
