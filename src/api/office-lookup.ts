/**
 * The office of a host or a session, looked up once per page load and shared by the start-up, the
 * sign-in screens and the signed-in shell. A plain store rather than a React Query query: the
 * login page is painted before React Query arrives (it comes with the signed-in shell), and the
 * lookup of the host's office starts before React renders (src/app/app.tsx).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getTenant, type Tenant } from './get-tenant';

export type OfficeLookup =
  { status: 'loading' } | { status: 'found'; tenant: Tenant } | { status: 'unknown-office' } | { status: 'failed'; httpStatus: number | null };

/** A failed lookup is tried once more after this long before the customer sees the error. */
const RETRY_AFTER_MS = 1_000;

interface Entry {
  lookup: OfficeLookup;
  running: boolean;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();

function entryOf(name: string): Entry {
  let entry = entries.get(name);
  if (!entry) {
    entry = { lookup: { status: 'loading' }, running: false, listeners: new Set() };
    entries.set(name, entry);
  }
  return entry;
}

async function lookUp(): Promise<OfficeLookup> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await getTenant();
    if (result.kind === 'found') return { status: 'found', tenant: result.tenant };
    if (result.kind === 'unknown-office') return { status: 'unknown-office' };
    if (attempt === 2) return { status: 'failed', httpStatus: result.status };
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
  }
}

/**
 * Starts looking up the office `name` unless it is found or on its way; after a failure it asks
 * again (the retry button). A failed lookup stays shown as failed until the new answer is in.
 */
export function loadOffice(name: string): void {
  const entry = entryOf(name);
  if (entry.running || entry.lookup.status === 'found' || entry.lookup.status === 'unknown-office') return;
  entry.running = true;
  void lookUp().then((lookup) => {
    entry.running = false;
    entry.lookup = lookup;
    entry.listeners.forEach((listener) => listener());
  });
}

/**
 * An office whose answer the page already holds, stored as found so nothing looks it up: the
 * studio draws the sign-in screens from its demo answers, with no server to ask. Call it before
 * anything asks for `name`; a lookup already running would overwrite it.
 */
export function knowOffice(name: string, tenant: Tenant): void {
  const entry = entryOf(name);
  entry.lookup = { status: 'found', tenant };
  entry.listeners.forEach((listener) => listener());
}

/** Calls `listener` once with the office `name` when its lookup has found it (at once if it has). */
export function onOfficeFound(name: string, listener: (tenant: Tenant) => void): void {
  const entry = entryOf(name);
  const tell = () => {
    if (entry.lookup.status !== 'found') return;
    entry.listeners.delete(tell);
    listener(entry.lookup.tenant);
  };
  entry.listeners.add(tell);
  tell();
}

/** The lookup of `name` (started if need be); null without an office name. */
export function useOffice(name: string | null): OfficeLookup | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (name === null) return () => undefined;
      const { listeners } = entryOf(name);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [name],
  );
  const lookup = useSyncExternalStore(subscribe, () => (name === null ? null : entryOf(name).lookup));
  useEffect(() => {
    if (name !== null) loadOffice(name);
  }, [name]);
  return lookup;
}
