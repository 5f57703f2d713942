// With SENTRY_DSN set, the portal loads its error-reporting chunk only after the first paint and
// after the server named the DSN, and a browser error reaches the reporting service through the
// server's tunnel, scrubbed. The server is this spec's own (port E2E_PORT + 23), the service a
// real HTTP peer (tests/api/envelope-receiver.ts).
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startEnvelopeReceiver, type EnvelopeReceiver } from '../api/envelope-receiver';
import { startServerOn, stopAuthServer } from './auth-server';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 23;
let receiver: EnvelopeReceiver;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  receiver = await startEnvelopeReceiver();
  server = await startServerOn(PORT, { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'e2e' });
});

test.afterAll(async () => {
  stopAuthServer(server);
  await receiver?.close();
});

test('a browser error goes through the tunnel to the service, without the e-mail address in it', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  const sdk = page.waitForResponse((response) => response.url().includes('/assets/error-reporting-sdk'));
  await page.goto(`http://vandijk.localhost:${PORT}/`);
  await expect(page.getByLabel(/wachtwoord/i).first()).toBeVisible();
  await sdk;
  // The chunk came after the server's answer, which came after the first paint's files.
  expect(loaded.indexOf('/errors/config')).toBeGreaterThan(0);
  expect(loaded.findIndex((path) => path.includes('error-reporting-sdk'))).toBeGreaterThan(loaded.indexOf('/errors/config'));

  const tunnelled = page.waitForResponse((response) => response.url().endsWith('/errors/tunnel'));
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Kon niets laden voor jan.devries@example.nl');
    });
  });
  expect((await tunnelled).status()).toBe(200);
  await expect.poll(() => receiver.envelopes.length).toBeGreaterThan(0);
  const envelope = receiver.envelopes.find((received) => received.items.some((item) => item.header.type === 'event'))!;
  const event = envelope.items.find((item) => item.header.type === 'event')!.payload as {
    exception: { values: { value: string }[] };
    tags: Record<string, string>;
    environment: string;
    request: { url: string };
  };
  expect(event.exception.values[0]!.value).toBe('Kon niets laden voor [email]');
  expect(event.tags).toMatchObject({ office: 'vandijk' });
  expect(event.environment).toBe('e2e');
  expect(event.request.url).toBe(`http://vandijk.localhost:${PORT}/login`);
  expect(envelope.raw).not.toContain('jan.devries');
});
