// Passkey ceremonies (issue 39 item 1, decision record 068), with @simplewebauthn/server. The
// relying party is the office's own sub-domain and the origin its portal address, both from
// PORTAL_URL_TEMPLATE, never from the request's Host. Credentials are discoverable and verified
// by the user, so a passkey stands for two factors. Challenges live in the database (passkey-store).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { TenantRow } from '../tenants';
import { keyedDigest } from './digest';
import {
  CHALLENGE_TTL_MS,
  consumeChallenge,
  markPasskeyUsed,
  ownCredentials,
  passkeyByCredential,
  storeChallenge,
  type NewPasskey,
  type Owner,
} from './passkey-store';

type Settings = Pick<Config, 'portalUrlTemplate' | 'sessionSecret'>;

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The office's portal address decides both: a passkey made for one office never signs in at another. */
export function relyingParty(config: Pick<Config, 'portalUrlTemplate'>, office: Pick<TenantRow, 'name' | 'settings'>): RelyingParty {
  const portal = new URL(config.portalUrlTemplate.replaceAll('{office}', office.name));
  const name = typeof office.settings.full_name === 'string' ? office.settings.full_name : office.name;
  return { id: portal.hostname, origin: portal.origin, name };
}

/** The same WebAuthn user for every passkey of a customer, naming neither the customer nor the office. */
const userHandle = (secret: string, owner: Owner) =>
  Buffer.from(keyedDigest(secret, `passkey-user:${owner.tenantId}:${owner.customerId}`), 'hex').subarray(0, 16);

const TRANSPORTS = new Set<string>(['ble', 'hybrid', 'internal', 'nfc', 'usb']);
const knownTransports = (transports: readonly string[] | undefined) =>
  (transports ?? []).filter((transport): transport is AuthenticatorTransport => TRANSPORTS.has(transport));

/** The options of navigator.credentials.create(), in the contract's shape; the challenge is kept for the answer. */
export async function registrationOptions(db: Db, config: Settings, office: TenantRow, owner: Owner, user: { name: string; displayName: string }, now: Date) {
  const rp = relyingParty(config, office);
  const authenticatorSelection = { residentKey: 'required', requireResidentKey: true, userVerification: 'required' } as const;
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: new Uint8Array(userHandle(config.sessionSecret, owner)),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: (await ownCredentials(db, owner)).map(({ id, transports }) => ({ id, transports: knownTransports(transports) })),
    authenticatorSelection,
  });
  await storeChallenge(db, office.id, owner.customerId, 'register', options.challenge, now);
  return {
    challenge: options.challenge,
    rp: { name: rp.name, id: rp.id },
    user: options.user,
    pubKeyCredParams: options.pubKeyCredParams.map(({ alg }) => ({ alg, type: 'public-key' as const })),
    timeout: CHALLENGE_TTL_MS,
    attestation: 'none' as const,
    excludeCredentials: (options.excludeCredentials ?? []).map(({ id, transports }) => ({
      id,
      type: 'public-key' as const,
      transports: knownTransports(transports),
    })),
    authenticatorSelection,
    extensions: { credProps: true },
    hints: [],
  };
}

/** The passkey a registration answer proves, or null when it does not verify (its challenge is used up either way). */
export async function verifyRegistration(
  db: Db,
  config: Settings,
  office: TenantRow,
  owner: Owner,
  response: RegistrationResponseJSON,
  now: Date,
): Promise<Omit<NewPasskey, 'name'> | null> {
  const rp = relyingParty(config, office);
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(db, office.id, owner.customerId, 'register', challenge, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: knownTransports(credential.transports),
    };
  } catch {
    return null;
  }
}

/** The options of navigator.credentials.get(): for a sign-in (no customer yet) or a customer's step-up. */
export async function requestOptions(db: Db, config: Settings, office: TenantRow, customerId: number | null, now: Date) {
  const rpId = relyingParty(config, office).id;
  const options = await generateAuthenticationOptions({ rpID: rpId, timeout: CHALLENGE_TTL_MS, userVerification: 'required' });
  await storeChallenge(db, office.id, customerId, customerId === null ? 'sign_in' : 'step_up', options.challenge, now);
  return { challenge: options.challenge, rpId, timeout: CHALLENGE_TTL_MS, userVerification: 'required' as const };
}

/**
 * The customer an answer proves, or null: an unknown passkey (or, at a step-up, another customer's),
 * a used or expired challenge, another origin or relying party, no user verification, a bad
 * signature or a counter that went back. `customerId` is the signed-in customer at a step-up, null
 * at a sign-in.
 */
export async function verifyAssertion(
  db: Db,
  config: Settings,
  office: TenantRow,
  customerId: number | null,
  response: AuthenticationResponseJSON,
  now: Date,
): Promise<number | null> {
  const rp = relyingParty(config, office);
  const purpose = customerId === null ? 'sign_in' : 'step_up';
  const found = await passkeyByCredential(db, office.id, response.id);
  const passkey = found && (customerId === null || found.customer_id === customerId) ? found : undefined;
  // The challenge is used up even for an unknown passkey, so no answer is tried twice.
  if (!passkey) {
    await consumeChallenge(db, office.id, customerId, purpose, challengeOf(response), now);
    return null;
  }
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(db, office.id, customerId, purpose, challenge, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: knownTransports(passkey.transports),
      },
      requireUserVerification: true,
    });
    if (!verified) return null;
    await markPasskeyUsed(db, office.id, passkey.id, authenticationInfo.newCounter, now);
    return passkey.customer_id;
  } catch {
    return null;
  }
}

/** The challenge an answer's client data names ('' when it cannot be read). */
function challengeOf(response: AuthenticationResponseJSON): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'));
    return data && typeof data === 'object' && 'challenge' in data && typeof data.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
}
