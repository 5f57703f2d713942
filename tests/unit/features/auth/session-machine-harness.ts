// The session machine with fake actors, shared by its two test files.
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  REQUIRED_RELOGIN_VERSION,
  sessionMachine,
  type HandedOver,
  type RefreshResult,
  type Session,
  type StoredStart,
} from '../../../../src/features/auth/session.machine';

export const MINUTE = 60_000;
export const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);

export function session(overrides: Partial<Session> = {}, expiresIn = 15 * MINUTE): Session {
  return {
    accountId: 'vandijk:7',
    customerId: 7,
    tenant: 'vandijk',
    tokens: { accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: NOW + expiresIn },
    version: REQUIRED_RELOGIN_VERSION,
    ...overrides,
  };
}

export interface Fakes {
  stored?: StoredStart;
  adopt?: (handover: HandedOver) => Promise<Session>;
  refresh?: (session: Session) => Promise<RefreshResult>;
  switchTo?: (accountId: string) => Promise<Session | null>;
  logout?: () => Promise<void>;
}

export function start(fakes: Fakes = {}) {
  const calls = {
    activate: [] as (Session | null)[],
    park: 0,
    discard: 0,
    clear: 0,
    forget: 0,
    reload: 0,
    refresh: [] as Session[],
    logout: [] as (Session | null)[],
  };
  const machine = sessionMachine.provide({
    actors: {
      loadStored: fromPromise(async () => fakes.stored ?? { handover: null, current: null }),
      adoptHandover: fromPromise(async ({ input }: { input: HandedOver }) => {
        if (!fakes.adopt) throw new Error('no adoption');
        return fakes.adopt(input);
      }),
      refresh: fromPromise(async ({ input }: { input: Session }) => {
        calls.refresh.push(input);
        return fakes.refresh ? fakes.refresh(input) : { kind: 'rejected' as const };
      }),
      switchAccount: fromPromise(async ({ input }: { input: { accountId: string } }) => (fakes.switchTo ? fakes.switchTo(input.accountId) : null)),
      logout: fromPromise(async ({ input }: { input: Session | null }) => {
        calls.logout.push(input);
        await fakes.logout?.();
      }),
    },
    actions: {
      activate: ({ context }) => void calls.activate.push(context.session),
      park: () => void calls.park++,
      discardStored: () => void calls.discard++,
      clearSession: () => void calls.clear++,
      forgetCustomerData: () => void calls.forget++,
      reload: () => void calls.reload++,
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, calls };
}

// Lets fake actors resolve and due timers fire.
export const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
export const value = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;
