// What the sign-in specs share: the demo people and offices, a server of the spec's own
// (auth-server.ts) with what checks against it, the saved accounts on the device, the password
// step and the axe check.
import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import nl from '../../../locales/nl/auth.json' with { type: 'json' };
import { ACCESS_TOKEN_SECONDS, authServer, stopAuthServer, type AuthSpec } from '../auth-server';
import { seriousAxeLines } from './axe';
import { settled } from './settled';

export const PASSWORD = 'Welkom2026!';
export const JAN = { username: 'jan.devries@example.nl', name: 'Jan de Vries' };
export const EVA = { username: 'eva.devries@example.nl', name: 'Eva de Vries-Bakker' };
export const SANNE = { username: 'sanne.bakker@example.nl', name: 'Sanne Bakker' };
export const PIETER = { username: 'p.jansen@example.nl', name: 'Pieter Jansen' };
export const LOTTE = { username: 'lotte.visser@example.nl', name: 'Lotte Visser', activation: 'VD-2026-4817' };
export const VANDIJK = 'Van Dijk Hypotheken & Verzekeringen';
export const DEGROOT = 'De Groot Financieel Advies';

export const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

export async function storedAccounts(
  page: Page,
): Promise<{ current: string | null; accounts: Record<string, { name: string; tokens: { accessToken: string } | null }> }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('portal.accounts') ?? '{"current":null,"accounts":{}}'));
}

export async function currentAccount(page: Page) {
  const stored = await storedAccounts(page);
  return stored.current ? (stored.accounts[stored.current] ?? null) : null;
}

export async function submitPassword(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel(nl.field_username, { exact: true }).fill(username);
  await page.getByLabel(nl.field_password, { exact: true }).fill(password);
  await page.getByRole('button', { name: nl.login_submit, exact: true }).click();
}

export const seriousViolations = async (page: Page) => {
  // Buttons fade from their disabled colours after a request; measure where they settle.
  await settled(page);
  return seriousAxeLines(page);
};

/**
 * Starts the calling spec's own server before its tests and stops it after them, and answers the
 * addresses, the mail and the sign-in checks on that server.
 */
export function useAuthServer(spec: AuthSpec) {
  const { port, officeUrl, start, nextMail, lastMailId, moveClock } = authServer(spec);
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    server = await start();
  });
  test.afterAll(() => stopAuthServer(server));

  // Node does not resolve *.localhost, so API calls from the test name the office in the Host header.
  const hostOf = (office: string | null) => ({ Host: `${office ? `${office}.` : ''}localhost:${port}` });

  /** Signed in: the login is gone, the shell shows, and the current saved account's token is that customer's. */
  async function expectSignedIn(page: Page, office: string | null, name: string): Promise<void> {
    await expect(page).toHaveURL(officeUrl(office));
    await expect(page.getByRole('button', { name: nl.login_submit, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /profiel/i })).toBeVisible();
    await expect.poll(async () => (await currentAccount(page))?.name).toBe(name);
    const token = (await currentAccount(page))?.tokens?.accessToken ?? '';
    const customer = await page.request.get(officeUrl(null, '/api/customer/customer'), { headers: { ...hostOf(office), Authorization: `Bearer ${token}` } });
    expect(((await customer.json()) as { full_name: string }).full_name).toBe(name);
  }

  /** The two-factor step: the code mailed after `mailsBefore` is typed at once (the field has focus), Enter submits. */
  async function enterMailedCode(page: Page, username: string, mailsBefore: number): Promise<void> {
    await expect(page.getByRole('heading', { name: nl.two_factor_heading })).toBeVisible();
    const mail = await nextMail(username, mailsBefore);
    await expect(page.getByLabel(nl.field_otp, { exact: true })).toBeFocused();
    await page.keyboard.type(mail.codes[0] ?? '');
    await page.keyboard.press('Enter');
  }

  async function signInWithCode(page: Page, office: string, who: { username: string; name: string }): Promise<void> {
    const mailsBefore = await lastMailId(who.username);
    await submitPassword(page, who.username);
    await enterMailedCode(page, who.username, mailsBefore);
    await expectSignedIn(page, office, who.name);
  }

  /**
   * `seconds` pass for the server and for the browser (its page.clock installed before the page
   * loaded) together, half a token's life at a time, each step with the refresh it brings: the
   * portal holds a token the server still takes, as it would over that much real time.
   */
  async function passTime(page: Page, seconds: number): Promise<void> {
    const step = ACCESS_TOKEN_SECONDS / 2;
    const token = async () => (await currentAccount(page))?.tokens?.accessToken;
    for (let passed = 0; passed < seconds; passed += step) {
      const before = await token();
      await moveClock(step);
      await page.clock.fastForward(step * 1000);
      await expect.poll(token).not.toBe(before);
    }
  }

  return { officeUrl, hostOf, nextMail, lastMailId, moveClock, passTime, expectSignedIn, enterMailedCode, signInWithCode };
}
