/**
 * Signs a demo customer in without the login screen: the tokens come from the sign-in proxy's API
 * and reach the portal the way another part of the product hands a session over (core §4: tokens
 * in local storage are adopted at start-up, then removed). This file is the only place in the
 * end-to-end tests that knows that shape; it takes it from the session code itself.
 */
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { closeSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { HANDOVER_KEY, STORAGE_KEY, type Handover, type StoredState } from '../../../src/features/auth/account-storage';

// The server playwright.config.ts starts; E2E_PORT points the tests at another one.
const PORT = process.env.E2E_PORT ?? '3100';
export const SERVER = `http://localhost:${PORT}`;
export const PASSWORD = 'Welkom2026!';

export type Office = 'vandijk' | 'degroot';

export function officeUrl(office: Office, path = '/'): string {
  return `http://${office}.localhost:${PORT}${path}`;
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** The Host header of a request to `office` on the test server, for calls made through SERVER. */
export const hostOf = (office: Office) => ({ host: `${office}.localhost:${PORT}` });

async function login(request: APIRequestContext, office: Office, username: string, otp?: string) {
  return request.post(`${SERVER}/proxy/auth/login`, {
    headers: hostOf(office),
    data: { username, password: PASSWORD, tenant: office, ...(otp ? { otp } : {}) },
  });
}

/** The newest code the local outbox holds for `username` (mail goes there without SMTP). */
async function mailedCode(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.get(`${SERVER}/dev/outbox`, { params: { to: username } });
  const mails = (await answer.json()) as { codes: string[] }[];
  const code = mails[0]?.codes[0];
  if (!code) throw new Error(`no code mailed to ${username}`);
  return code;
}

/**
 * Runs `signIn` while no other worker signs in on this server. The server keeps one pending code
 * per customer, and a newer sign-in that passed the password voids the one before (issue 26): two
 * workers signing Jan in at once would void each other's codes, whoever reads the outbox how. One
 * sign-in at a time per server lets every group run on two workers, and the newest code mailed to
 * the customer is then the code of this sign-in's own ticket.
 */
async function oneAtATime<T>(signIn: () => Promise<T>): Promise<T> {
  const file = join(tmpdir(), `portal-e2e-sign-in-${PORT}`);
  closeSync(openSync(file, 'a'));
  // The lock's directory is refreshed while held, and a crashed worker's lock goes stale.
  const release = await lockfile.lock(file, { retries: { retries: 600, minTimeout: 50, maxTimeout: 200 }, stale: 30_000 });
  try {
    return await signIn();
  } finally {
    await release();
  }
}

/** Tokens for a demo customer; an account with two-factor gets its code from the outbox. */
export function fetchTokens(request: APIRequestContext, office: Office, username: string): Promise<Handover> {
  return oneAtATime(() => signIn(request, office, username));
}

async function signIn(request: APIRequestContext, office: Office, username: string): Promise<Handover> {
  let answer = await login(request, office, username);
  if (answer.status() === 403) {
    const { ticket } = (await answer.json()) as { ticket: string };
    await request.post(`${SERVER}/api/customer/auth/two_factor_code/email`, { headers: hostOf(office), data: { username, scope: 'customer', ticket } });
    answer = await login(request, office, username, await mailedCode(request, username));
  }
  if (!answer.ok()) throw new Error(`sign-in of ${username} answered ${answer.status()}: ${await answer.text()}`);
  const tokens = (await answer.json()) as TokenAnswer;
  return { ...tokens, tenant: office };
}

/**
 * Opens the office's portal signed in with `tokens`. The first visit only gives the page its
 * origin, so local storage can take the handover before the portal starts for real.
 */
export async function openSignedIn(page: Page, tokens: Handover, path = '/'): Promise<void> {
  const office = tokens.tenant as Office;
  await page.goto(officeUrl(office, '/health'));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [HANDOVER_KEY, JSON.stringify(tokens)] as const);
  await page.goto(officeUrl(office, path));
}

/**
 * Waits until the portal has saved the handed-over session as the current account. Until then the
 * tokens live only in the page: a visit to another address before that starts signed out.
 */
export async function sessionSaved(page: Page): Promise<void> {
  await page.waitForFunction((key) => {
    const state = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredState | null;
    return Boolean(state?.current && state.accounts[state.current]?.tokens);
  }, STORAGE_KEY);
}

type SignIn = (office: Office, username: string) => Promise<Handover>;

/**
 * `signedIn(office, username)` gives tokens, signing each customer in once per worker: two-factor
 * codes are throttled per account, and a test that needs a session of its own (logout) calls
 * `fetchTokens` itself.
 */
export const test = base.extend<object, { signedIn: SignIn }>({
  signedIn: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext();
      const sessions = new Map<string, Promise<Handover>>();
      await use((office, username) => {
        const key = `${office}:${username}`;
        const session = sessions.get(key) ?? fetchTokens(api, office, username);
        sessions.set(key, session);
        return session;
      });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});
