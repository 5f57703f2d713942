// A software authenticator for the API tests: an ES256 key from node:crypto that answers WebAuthn
// ceremonies the way a platform authenticator does (attestation 'none', user present and verified),
// with the bytes built by hand, so the server verifies real answers and no browser is needed.
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface Ceremony {
  /** The page's origin the browser would report. */
  origin: string;
  /** The relying party id the authenticator hashes into its data. */
  rpId: string;
  /** Whether the user was verified (PIN, fingerprint). */
  verified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly key: KeyObject;
  private readonly cose: Uint8Array;
  private counter = 0;
  private userHandle = '';

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    this.cose = isoCBOR.encode(coseKey);
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(rpId: string, flags: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to navigator.credentials.create() with the server's options. */
  register(options: { challenge: string; user: { id: string } }, ceremony: Ceremony) {
    this.userHandle = options.user.id;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, this.cose]);
    const flags = FLAG_UP | FLAG_AT | (ceremony.verified === false ? 0 : FLAG_UV);
    const authData = this.authData(ceremony.rpId, flags, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, ceremony.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The answer to navigator.credentials.get() with the server's options; the counter moves on. */
  signIn(options: { challenge: string }, ceremony: Ceremony & { counter?: number }) {
    this.counter = ceremony.counter ?? this.counter + 1;
    const authData = this.authData(ceremony.rpId, FLAG_UP | (ceremony.verified === false ? 0 : FLAG_UV));
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, ceremony.origin);
    const signature = createSign('sha256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(this.key);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }
}
