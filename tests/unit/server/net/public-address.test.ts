import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendOutbound } from '../../../../src/server/net/outbound';
import { isPublicAddress } from '../../../../src/server/net/public-address';
import { pushTarget } from '../../../../src/server/notify/push-hosts';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '172.15.255.255', '2001:4860:4860::8888', '::ffff:8.8.8.8', '2a00:1450:4001::200e'])('takes %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '192.168.1.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '64:ff9b::7f00:1',
    '2002:c0a8:101::',
    '2130706433',
    '0x7f000001',
    'localhost',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('pushTarget', () => {
  const production = { pushExtraHosts: [], production: true };
  it('takes the named services over https only', () => {
    expect(pushTarget('https://fcm.googleapis.com/fcm/send/x', production)).not.toBeNull();
    expect(pushTarget('https://wns2-db5p.notify.windows.com/w/?token=x', production)).not.toBeNull();
    expect(pushTarget('http://fcm.googleapis.com/fcm/send/x', production)).toBeNull();
    expect(pushTarget('https://evil.notify.windows.com.example/w', production)).toBeNull();
  });

  it('takes a configured extra host over http and at a private address only outside production', () => {
    expect(pushTarget('http://127.0.0.1:9/push', { pushExtraHosts: ['127.0.0.1'], production: false })).toMatchObject({ privateAllowed: true });
    expect(pushTarget('http://push.example.org/push', { pushExtraHosts: ['push.example.org'], production: true })).toBeNull();
    expect(pushTarget('https://push.example.org/push', { pushExtraHosts: ['push.example.org'], production: true })).toMatchObject({ privateAllowed: false });
  });
});

describe('sendOutbound', () => {
  const listen = async (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(handler);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return { server, port: (server.address() as AddressInfo).port };
  };
  const post = (url: string, privateAllowed = false, timeoutMs = 2_000) =>
    sendOutbound({ url: new URL(url), method: 'POST', headers: {}, body: Buffer.from('x'), timeoutMs, privateAllowed });

  it('refuses a loopback address, written as a literal or reached by name', async () => {
    const { server, port } = await listen((_request, response) => response.end());
    try {
      await expect(post(`http://127.0.0.1:${port}/`)).rejects.toThrow(/public internet/);
      await expect(post(`http://localhost:${port}/`)).rejects.toThrow(/public internet/);
      expect(await post(`http://127.0.0.1:${port}/`, true)).toBe(200);
    } finally {
      server.close();
    }
  });

  it('answers a redirect as its status and gives up on a peer that does not answer', async () => {
    const { server, port } = await listen((request, response) => {
      if (request.url === '/moved') response.writeHead(302, { location: '/elsewhere' }).end();
    });
    try {
      expect(await post(`http://127.0.0.1:${port}/moved`, true)).toBe(302);
      await expect(post(`http://127.0.0.1:${port}/silent`, true, 100)).rejects.toThrow();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
