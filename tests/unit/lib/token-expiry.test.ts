import { describe, expect, it } from 'vitest';
import { EXPIRY_MARGIN_MS, expiryMargin, isExpiring, msUntilExpiring } from '../../../src/lib/token-expiry';

const NOW = 1_000_000_000;

describe('token expiry', () => {
  it('counts a token as expiring 2 minutes before its expiry (core §9)', () => {
    expect(isExpiring({ expiresAt: NOW + EXPIRY_MARGIN_MS + 1 }, NOW)).toBe(false);
    expect(isExpiring({ expiresAt: NOW + EXPIRY_MARGIN_MS }, NOW)).toBe(true);
    expect(msUntilExpiring({ expiresAt: NOW + 15 * 60_000 }, NOW)).toBe(13 * 60_000);
    expect(msUntilExpiring({ expiresAt: NOW - 1 }, NOW)).toBe(0);
  });

  it('refreshes a token shorter-lived than twice the margin at half-life, not at once', () => {
    const thirtySeconds = { expiresAt: NOW + 30_000, lifetimeMs: 30_000 };
    expect(expiryMargin(thirtySeconds)).toBe(15_000);
    expect(isExpiring(thirtySeconds, NOW)).toBe(false);
    expect(msUntilExpiring(thirtySeconds, NOW)).toBe(15_000);
    expect(expiryMargin({ expiresAt: NOW, lifetimeMs: 15 * 60_000 })).toBe(EXPIRY_MARGIN_MS);
  });
});
