// The VAPID key pair that signs every push message (RFC 8292), so a push service takes messages
// for our subscriptions from this server only. Given in the environment; in development made once
// and kept in the data dir (or in memory with DATA_DIR=:memory:), since a new pair would orphan
// every device subscribed with the old public key.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push service can reach the sender at. */
  subject: string;
}

type Env = Record<string, string | undefined>;

export class VapidError extends Error {}

function checked(keys: VapidKeys): VapidKeys {
  if (!/^[A-Za-z0-9_-]{87}$/.test(keys.publicKey)) throw new VapidError('VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters).');
  if (!/^[A-Za-z0-9_-]{43}$/.test(keys.privateKey)) throw new VapidError('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters).');
  if (!/^(mailto:|https:\/\/)/.test(keys.subject)) throw new VapidError('VAPID_SUBJECT must be a mailto: or https:// address.');
  return keys;
}

export function loadVapidKeys(env: Env, production: boolean, dataDir: string | null, mailFrom: string): VapidKeys {
  if (production && !(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT)) {
    throw new VapidError('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required when NODE_ENV=production.');
  }
  const subject = env.VAPID_SUBJECT ?? `mailto:${mailFrom}`;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) return checked({ publicKey, privateKey, subject });
  if (publicKey || privateKey) throw new VapidError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: give both or neither.');
  if (!dataDir) return checked({ ...webpush.generateVAPIDKeys(), subject });
  const file = join(dataDir, 'development-vapid.json');
  if (existsSync(file)) return checked({ ...(JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>), subject });
  mkdirSync(dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }), { mode: 0o600 });
  return checked({ ...made, subject });
}
