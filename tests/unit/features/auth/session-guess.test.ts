import { describe, expect, it } from 'vitest';
import { holdsSession } from '../../../../src/features/auth/session-guess';
import { HANDOVER_KEY, STORAGE_KEY } from '../../../../src/features/auth/storage-keys';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const accounts = (current: string | null, tokens: unknown) => JSON.stringify({ current, accounts: { 'vandijk:1': { id: 'vandijk:1', tokens } } });

describe('the stored-session guess of the entry', () => {
  it('guesses a session from a handed-over one or tokens on the current account', () => {
    expect(holdsSession(storage({ [HANDOVER_KEY]: '{}' }))).toBe(true);
    expect(holdsSession(storage({ [STORAGE_KEY]: accounts('vandijk:1', { accessToken: 'a', refreshToken: 'r' }) }))).toBe(true);
  });

  it('guesses none from an empty device, a signed-out account or a damaged value', () => {
    expect(holdsSession(storage({}))).toBe(false);
    expect(holdsSession(storage({ [STORAGE_KEY]: accounts('vandijk:1', null) }))).toBe(false);
    expect(holdsSession(storage({ [STORAGE_KEY]: accounts(null, { accessToken: 'a' }) }))).toBe(false);
    expect(holdsSession(storage({ [STORAGE_KEY]: '{not json' }))).toBe(false);
  });
});
