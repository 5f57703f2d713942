/**
 * The accounts saved on this device (core §3 "Stored session", "Stored users"), in localStorage:
 * each with its name, avatar, office and its own tokens, so switching between two signed-in
 * accounts needs no new login while their refresh token lives. One JSON value, written whole, so a
 * half-written change never mixes two accounts. Storage is passed in, so tests use a fake.
 */
import type { AccessTokens } from '../../api/token-store';
// The version a session is stored with; the session machine discards older ones at start-up.
import { SESSION_VERSION } from './session.machine';
import { HANDOVER_KEY, STORAGE_KEY } from './storage-keys';

export { HANDOVER_KEY, STORAGE_KEY };

export type StoredTokens = Omit<AccessTokens, 'tenant'>;

export interface StoredAccount {
  /** `${tenant}:${customerId}`: customer ids are only unique within an office. */
  id: string;
  customerId: number;
  tenant: string;
  /** The office code typed at login on a host without office sub-domain. */
  tenantCode: string | null;
  name: string;
  username: string;
  /** Base64 PNG data URL. */
  avatar: string | null;
  tokens: StoredTokens | null;
  version: number;
}

export interface Handover {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  tenant: string;
}

export interface StoredState {
  current: string | null;
  accounts: Record<string, StoredAccount>;
}

const EMPTY: StoredState = { current: null, accounts: {} };

export function accountId(tenant: string, customerId: number): string {
  return `${tenant}:${customerId}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readTokens(value: unknown): StoredTokens | null {
  if (!isRecord(value) || !isString(value.accessToken) || !isString(value.refreshToken) || !isNumber(value.expiresAt)) return null;
  return {
    accessToken: value.accessToken,
    refreshToken: value.refreshToken,
    expiresAt: value.expiresAt,
    ...(isNumber(value.lifetimeMs) ? { lifetimeMs: value.lifetimeMs } : {}),
  };
}

// The stored value may be old, hand-edited or written by another version: keep what is whole.
function readAccount(value: unknown): StoredAccount | null {
  if (!isRecord(value)) return null;
  const { id, customerId, tenant, name, username } = value;
  if (!isString(id) || !isNumber(customerId) || !isString(tenant) || !isString(name) || !isString(username)) return null;
  return {
    id,
    customerId,
    tenant,
    tenantCode: isString(value.tenantCode) ? value.tenantCode : null,
    name,
    username,
    avatar: isString(value.avatar) ? value.avatar : null,
    tokens: readTokens(value.tokens),
    version: isNumber(value.version) ? value.version : 0,
  };
}

function parse(raw: string | null): StoredState {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || !isRecord(value.accounts)) return EMPTY;
    const accounts: Record<string, StoredAccount> = {};
    for (const entry of Object.values(value.accounts)) {
      const account = readAccount(entry);
      if (account) accounts[account.id] = account;
    }
    const current = isString(value.current) && accounts[value.current] ? value.current : null;
    return { current, accounts };
  } catch {
    return EMPTY;
  }
}

function parseHandover(raw: string | null): Handover | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return null;
    const { access_token, refresh_token, expires_in, tenant } = value;
    if (!isString(access_token) || !isString(refresh_token) || !isNumber(expires_in) || !isString(tenant)) return null;
    return { access_token, refresh_token, expires_in, tenant };
  } catch {
    return null;
  }
}

export type AccountStorage = ReturnType<typeof createAccountStorage>;

export function createAccountStorage(storage: Storage) {
  // useSyncExternalStore needs the same object until something changes, so the parse is cached by
  // the raw string.
  let cachedRaw: string | null = null;
  let cached: StoredState = EMPTY;
  const listeners = new Set<() => void>();

  function read(): StoredState {
    const raw = storage.getItem(STORAGE_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  }

  function write(next: StoredState): void {
    storage.setItem(STORAGE_KEY, JSON.stringify(next));
    for (const listener of listeners) listener();
  }

  function update(change: (state: StoredState) => StoredState): void {
    write(change(read()));
  }

  return {
    /** The whole stored value; the same object until something changes (for useSyncExternalStore). */
    state(): StoredState {
      return read();
    },
    list(): StoredAccount[] {
      return Object.values(read().accounts);
    },
    get(id: string): StoredAccount | null {
      return read().accounts[id] ?? null;
    },
    current(): StoredAccount | null {
      const state = read();
      return state.current ? (state.accounts[state.current] ?? null) : null;
    },
    /** Adds or replaces an account, keeping its place in the list. */
    save(account: StoredAccount): void {
      update((state) => ({ ...state, accounts: { ...state.accounts, [account.id]: account } }));
    },
    setCurrent(id: string | null): void {
      update((state) => ({ ...state, current: id !== null && state.accounts[id] ? id : null }));
    },
    setTokens(id: string, tokens: StoredTokens | null): void {
      update((state) => {
        const account = state.accounts[id];
        if (!account) return state;
        return { ...state, accounts: { ...state.accounts, [id]: { ...account, tokens, version: tokens ? SESSION_VERSION : account.version } } };
      });
    },
    remove(id: string): void {
      update((state) => {
        const { [id]: _removed, ...accounts } = state.accounts;
        return { current: state.current === id ? null : state.current, accounts };
      });
    },
    /**
     * The handed-over tokens (core §4). They stay in storage until `clearHandover` after their
     * adoption, so a reload while it runs adopts them again instead of signing the customer out;
     * a malformed handover is removed at once.
     */
    handover(): Handover | null {
      const handover = parseHandover(storage.getItem(HANDOVER_KEY));
      if (!handover) storage.removeItem(HANDOVER_KEY);
      return handover;
    },
    clearHandover(): void {
      storage.removeItem(HANDOVER_KEY);
    },
    /** Called on every change, also one made by another tab (the caller forwards `storage` events). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
