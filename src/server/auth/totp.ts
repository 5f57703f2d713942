// Authenticator app codes (RFC 6238: SHA-1, 6 digits, 30 s), checked on the server's clock. One
// step either side is accepted for a phone's drifting clock; a code of a time step at or before
// the last accepted one is refused, so a code works once even within its window.
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD_S = 30;
const TOLERANCE_S = TOTP_PERIOD_S;

export const newAppSecret = (): string => generateSecret();

export function appUri(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret });
}

/**
 * The time step `code` belongs to, or null: a wrong code, or one of a step not after
 * `lastTimeStep` (already used, or older than a used one).
 */
export async function checkAppCode(secret: string, code: string, now: Date, lastTimeStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
