// Every API test file's server log is searched for secrets when the file ends (see helper.ts): the
// passwords, codes and tokens that went through its requests and answers, the demo customers' bank
// and identity numbers, and anything shaped like an IBAN, a valid BSN or an office credential.
import { demoTenants } from '../../src/server/seed/data/tenants';

const secretFields = /^(password|current_password|new_password|new_password_confirmation|otp|token|access_token|refresh_token|number)$/;
const personalFields = /^(iban|bank_number|bsn)$/;
const ibanShape = /\b[A-Z]{2}\d{2}[A-Z]{4}\d{7,10}\b/;
/** An office credential's secret (src/server/offices/credentials.ts): `ofk_` and 32 random bytes. */
const officeSecretShape = /\bofk_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;

/** A 9-digit number passing the BSN "elfproef". */
function isBsn(digits: string): boolean {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index === 8 ? -1 : 9 - index), 0);
  return sum % 11 === 0 && sum !== 0;
}

/** Adds every string under a secret-carrying field name of `value` to `into`. */
export function collectSecrets(value: unknown, into: Set<string>, fields: RegExp = secretFields, key = ''): void {
  if (typeof value === 'string') {
    if (fields.test(key) && value.length >= 4) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectSecrets(item, into, fields, key);
  } else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) collectSecrets(inner, into, fields, name === 'codes' ? 'otp' : name);
  }
}

/** The demo data's bank and identity numbers. */
export function personalNumbers(): Set<string> {
  const numbers = new Set<string>();
  collectSecrets(demoTenants, numbers, personalFields);
  return numbers;
}

/** The secrets that show in the log, each named by where it appears; [] when none do. */
export function secretsInLog(log: string, secrets: Set<string>): string[] {
  // A code is digits: it counts only standing alone, not inside a timestamp or a request number.
  const shows = (secret: string) => (/^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(log) : log.includes(secret));
  const found = [...secrets].filter(shows).map((secret) => `${secret.slice(0, 4)}… (${secret.length} characters)`);
  const iban = ibanShape.exec(log);
  if (iban) found.push(`an IBAN: ${iban[0].slice(0, 6)}…`);
  const officeSecret = officeSecretShape.exec(log);
  if (officeSecret) found.push(`an office credential: ${officeSecret[0].slice(0, 6)}…`);
  for (const candidate of log.match(/(?<![\d.])\d{9}(?![\d.])/g) ?? []) if (isBsn(candidate)) found.push(`a BSN-shaped number: ${candidate.slice(0, 3)}…`);
  return found;
}
