/**
 * When an access token counts as expiring (core §4, §9: 2 minutes before its expiry). Shared by the
 * API middleware and the session machine, so both refresh at the same moment.
 */
export const EXPIRY_MARGIN_MS = 2 * 60 * 1000;

export interface Expiry {
  expiresAt: number;
  /** How long the token lived when issued; a short-lived one refreshes at half-life instead. */
  lifetimeMs?: number;
}

/**
 * The margin before expiry at which a token counts as expiring. A server set to hand out tokens
 * shorter than twice the margin (ACCESS_TOKEN_SECONDS=30) would otherwise make every token expiring
 * at birth, and the portal would refresh without pause.
 */
export function expiryMargin(tokens: Expiry): number {
  return tokens.lifetimeMs === undefined ? EXPIRY_MARGIN_MS : Math.min(EXPIRY_MARGIN_MS, tokens.lifetimeMs / 2);
}

export function isExpiring(tokens: Expiry, now: number = Date.now()): boolean {
  return tokens.expiresAt - expiryMargin(tokens) <= now;
}

/** Milliseconds until the token counts as expiring; 0 when it already does. */
export function msUntilExpiring(tokens: Expiry, now: number = Date.now()): number {
  return Math.max(0, tokens.expiresAt - expiryMargin(tokens) - now);
}
