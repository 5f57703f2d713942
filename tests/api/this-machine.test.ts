// The development endpoints and /metrics answer this machine itself: a loopback connection that
// carries no forwarding header. A reverse proxy on the same host connects over loopback for a
// client elsewhere; whatever header it adds, the answer is 403 and nothing is read or written.
// Runs on PGlite only (decision 055): the connection's address decides, no database.
import { describe, expect, it } from 'vitest';
import { demoLogins, useTestServer } from './helper';

const server = useTestServer();

const forwardingHeaders: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { forwarded: 'for=203.0.113.9' },
  { 'x-real-ip': '203.0.113.9' },
  { 'x-forwarded-host': 'vandijk.example.nl' },
  { 'x-forwarded-proto': 'https' },
  { via: '1.1 proxy' },
  { 'true-client-ip': '203.0.113.9' },
  { 'cf-connecting-ip': '203.0.113.9' },
];

const officeItem = { office: 'vandijk', username: demoLogins.vandijk.username, kind: 'message', title: 'Van het kantoor', text: 'Een bericht' };

const requests = {
  outbox: (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1', headers }),
  officeItem: (headers: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: '/dev/office-item', remoteAddress: '127.0.0.1', headers, payload: officeItem }),
  metrics: (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1', headers }),
};

describe('this machine', () => {
  it('is a loopback connection without forwarding headers: every endpoint answers it', async () => {
    expect((await requests.outbox({})).statusCode).toBe(200);
    expect((await requests.officeItem({})).statusCode).toBe(201);
    expect((await requests.metrics({})).statusCode).toBe(200);
  });

  it.each(forwardingHeaders)('is not a loopback connection a proxy forwarded (%o)', async (headers) => {
    for (const [name, send] of Object.entries(requests)) {
      const response = await send(headers);
      expect(response.statusCode, name).toBe(403);
      expect(response.body, name).not.toContain('@example.nl');
    }
  });
});
