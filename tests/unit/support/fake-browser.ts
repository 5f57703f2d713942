// A browser's idle and frame callbacks as stubs a test runs by hand (onIdle and what builds on it).
import { expect, vi } from 'vitest';

/** A browser's idle and frame callbacks, run by hand in the order a test says. */
export function fakeBrowser({ idle = true } = {}) {
  const pending: { kind: 'idle' | 'frame'; run: () => void; id: number }[] = [];
  let nextId = 1;
  const add = (kind: 'idle' | 'frame') => (run: () => void) => {
    const id = nextId++;
    pending.push({ kind, run, id });
    return id;
  };
  const remove = (id: number) => {
    const index = pending.findIndex((entry) => entry.id === id);
    if (index >= 0) pending.splice(index, 1);
  };
  vi.stubGlobal('requestAnimationFrame', add('frame'));
  vi.stubGlobal('cancelAnimationFrame', remove);
  vi.stubGlobal('requestIdleCallback', idle ? add('idle') : undefined);
  vi.stubGlobal('cancelIdleCallback', idle ? remove : undefined);
  return {
    kinds: () => pending.map((entry) => entry.kind),
    /** Runs the oldest callback of `kind`; fails when there is none. */
    next(kind: 'idle' | 'frame') {
      const index = pending.findIndex((entry) => entry.kind === kind);
      expect(index, `a pending ${kind} callback`).toBeGreaterThanOrEqual(0);
      pending.splice(index, 1)[0]!.run();
    },
  };
}
