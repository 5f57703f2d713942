// A push service and a browser's side of a subscription, for tests: a local HTTP endpoint that takes
// Web Push requests as a push service would (checking the VAPID signature, RFC 8292) and decrypts
// their aes128gcm payload (RFC 8291) with the private key and auth secret a browser keeps, made here
// as a browser makes them. Endpoints whose path says gone answer 410, and missing ones 404; a slow
// one answers only when the test releases it, a moved one redirects to another device.
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll } from 'vitest';

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What the device received, decrypted, in order. */
  received: unknown[];
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  received: unknown[];
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: the plaintext of a single-record aes128gcm body. */
export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPrivate.getPublicKey(), asPublic]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends in the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key for this origin. */
function checkVapid(header: string | undefined, audience: string, expectedKey: string | null): void {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, jwt, key] = match as unknown as [string, string, string];
  if (expectedKey && key !== expectedKey) throw new Error('signed by another key');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not verify');
  const { aud } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string };
  if (aud !== audience) throw new Error(`the VAPID audience is ${aud}, not ${audience}`);
}

export interface PushPeer {
  /** A new browser subscription at this push service; `gone` ones answer 410, `movedTo` ones 302 to that endpoint. */
  subscribe(options?: { gone?: boolean; slow?: boolean; movedTo?: string }): BrowserSubscription;
  /** The paths of every request received, in order. */
  requests: string[];
  /** Lets the slow devices' held requests be answered. */
  release(): void;
  /** Requests refused, with the reason (bad signature, undecryptable payload). */
  refused: string[];
  close(): Promise<void>;
}

export async function startPushPeer(vapidPublicKey: string | null = null): Promise<PushPeer> {
  const devices = new Map<string, Device>();
  const refused: string[] = [];
  const requests: string[] = [];
  const moved = new Map<string, string>();
  const slow = new Set<string>();
  let released = false;
  const held: (() => void)[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push(path);
      const target = moved.get(path);
      if (target) return void response.writeHead(302, { location: target }).end();
      if (slow.has(path) && !released) return void held.push(() => answer());
      answer();
    });
    const answer = () => {
      // A sender that gave up waiting never learns the answer, and the device never gets the message.
      if (request.socket.destroyed) return;
      const path = request.url ?? '';
      const device = devices.get(path);
      if (path.startsWith('/gone/')) return void response.writeHead(410).end();
      if (!device) return void response.writeHead(404).end();
      try {
        checkVapid(request.headers.authorization, origin, vapidPublicKey);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!request.headers.ttl) throw new Error('no TTL');
        device.received.push(JSON.parse(decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth).toString('utf8')));
        response.writeHead(201).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    };
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    refused,
    requests,
    release() {
      released = true;
      held.splice(0).forEach((answer) => answer());
    },
    subscribe({ gone = false, slow: isSlow = false, movedTo } = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device: Device = { ecdh, auth: randomBytes(16), received: [] };
      const path = `/${gone ? 'gone' : 'push'}/${randomBytes(12).toString('base64url')}`;
      devices.set(path, device);
      if (movedTo) moved.set(path, movedTo);
      if (isSlow) slow.add(path);
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: device.auth.toString('base64url') },
        received: device.received,
      };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * A test file's push set-up: a VAPID key pair, the server environment that signs with it and lets
 * push endpoints name this peer's host, and the peer, started before the file's tests and closed after.
 */
export function usePushPeer() {
  const vapid = webpush.generateVAPIDKeys();
  const env = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:beheer@example.nl',
    PUSH_EXTRA_HOSTS: '127.0.0.1',
  };
  const push = { vapid, env, peer: null as unknown as PushPeer };
  beforeAll(async () => {
    push.peer = await startPushPeer(vapid.publicKey);
  });
  afterAll(async () => push.peer?.close());
  return push;
}
