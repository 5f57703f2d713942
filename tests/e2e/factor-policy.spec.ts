// The office's second-factor policy end to end at 375 px in Dutch (issue 39, decision record 069):
// Van Dijk's system requires an app through the office API; Sanne, who has none, is walked
// through setting one up right after she signs in with a mailed code (no way to cancel the
// set-up), then changes her password, which asks for a fresh proof in the shared step-up
// dialog once her last one is older than five minutes. On a server of its own on an embedded
// database in a directory, its clock moved by the test (DEV_CLOCK).
import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { generate } from 'otplib';
import auth from '../../locales/nl/auth.json' with { type: 'json' };
import nlEdit from '../../locales/nl/edit-info.json' with { type: 'json' };
import { openDatabase } from '../../src/server/db/database';
import { issueCredential } from '../../src/server/offices/credentials';
import { seedDemo } from '../../src/server/seed';
import { officeByCode } from '../../src/server/tenants';
import { demoDataDir, startServerOn, stopAuthServer, type OutboxMail } from './auth-server';
import { PASSWORD, SANNE, seriousViolations, submitPassword } from './support/auth';

// Beside the group's shared server (E2E_PORT), below the sign-in specs' ports.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const SERVER = `http://localhost:${PORT}`;
const at = (path: string) => `http://vandijk.localhost:${PORT}${path}`;
// The spec's own data directory, made before its server starts (demoDataDir).
let dataDir = '';
let credential = '';
/** How far the test moved the server's clock, which its Date header does not show. */
let moved = 0;

async function serverSeconds(): Promise<number> {
  const answer = await fetch(`${SERVER}/health`);
  return Math.floor(new Date(answer.headers.get('date') ?? '').getTime() / 1000) + moved;
}

async function moveClock(seconds: number): Promise<void> {
  const response = await fetch(`${SERVER}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seconds }) });
  expect(response.ok).toBe(true);
  moved += seconds;
}

async function newestMail(to: string, afterId: number): Promise<OutboxMail> {
  const mails = async () => (await (await fetch(`${SERVER}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[];
  await expect.poll(async () => (await mails())[0]?.id ?? 0).toBeGreaterThan(afterId);
  return (await mails())[0]!;
}
const lastMailId = async (to: string) => ((await (await fetch(`${SERVER}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[])[0]?.id ?? 0;

const appCode = async (key: string) => generate({ secret: key, epoch: await serverSeconds() });

test.describe.serial('an office that requires an authenticator app', () => {
  let server: ChildProcess | undefined;
  let page: Page;
  let key = '';

  test.beforeAll(async () => {
    const own = demoDataDir();
    dataDir = own.dataDir;
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      if (!own.seeded) await seedDemo(database.db);
      credential = (await issueCredential(database.db, (await officeByCode(database.db, 'VANDIJK'))!.id, ['read', 'write'])).secret;
    } finally {
      await database.close();
    }
  });

  // A hook of its own: the seeding above and the server's start each take their own time.
  test.beforeAll(async ({ browser }) => {
    server = await startServerOn(PORT, { DATA_DIR: dataDir, DEMO_DATA: 'false', DEV_CLOCK: 'true' });
    // A context of the test's own: the accessibility check needs one.
    page = await (await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })).newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'nl'));
  });

  test.afterAll(async () => {
    await page?.context().close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      stopAuthServer(server);
      await exited;
    }
  });

  test('walks a customer without an app through setting one up right after sign-in', async () => {
    const put = await fetch(`${SERVER}/office/v1/second-factors`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
      body: JSON.stringify({ accepted: ['email', 'app'], stronger_required: true }),
    });
    expect(put.status).toBe(200);

    const mailsBefore = await lastMailId(SANNE.username);
    await page.goto(at('/login'));
    await submitPassword(page, SANNE.username);
    // The office asks every customer for a second factor now: hers is the mailed code, which is
    // also the proof the set-up needs.
    await expect(page.getByRole('heading', { name: auth.two_factor_heading })).toBeVisible();
    await page.getByLabel(auth.field_otp, { exact: true }).fill((await newestMail(SANNE.username, mailsBefore)).codes[0] ?? '');
    await page.keyboard.press('Enter');

    const setup = page.getByRole('dialog', { name: nlEdit.app_required_title });
    // The set-up's chunk and the factors load after the portal's first screen, slower on a busy machine.
    await expect(setup.getByText(nlEdit.app_required_intro)).toBeVisible({ timeout: 30_000 });
    await expect(setup.getByRole('button', { name: nlEdit.security_cancel })).toHaveCount(0);
    // Escape does not close it either.
    await page.keyboard.press('Escape');
    await expect(setup).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    key = ((await setup.getByTestId('app-key').textContent()) ?? '').replace(/\s/g, '');
    await setup.getByLabel(nlEdit.app_setup_code).fill(await appCode(key));
    await setup.getByRole('button', { name: nlEdit.security_confirm }).tap();
    await expect(setup.getByRole('list', { name: nlEdit.recovery_codes_title }).getByRole('listitem')).toHaveCount(10);
    await setup.getByRole('button', { name: nlEdit.security_done }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /profiel/i })).toBeVisible();
  });

  test('asks for the app’s code before a password change once the last proof is old', async () => {
    // Past the five minutes the set-up's proof counts, and past the set-up's time step.
    await moveClock(6 * 60);
    await page.goto(at('/gegevens/account'));
    await page.getByRole('textbox', { name: nlEdit.current_password, exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: nlEdit.new_password, exact: true }).fill('Nieuw-Sanne-2026!');
    await page.getByRole('textbox', { name: nlEdit.new_password_confirmation, exact: true }).fill('Nieuw-Sanne-2026!');
    const mailsBefore = await lastMailId(SANNE.username);
    await page.getByRole('button', { name: nlEdit.password_change }).tap();

    const stepUp = page.getByRole('dialog', { name: nlEdit.step_up_title });
    await expect(stepUp.getByText(nlEdit.step_up_intro_app)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await stepUp.getByLabel(nlEdit.app_setup_code).fill(await appCode(key));
    await stepUp.getByRole('button', { name: nlEdit.security_confirm }).tap();
    await expect(page.getByText(nlEdit.password_changed)).toBeVisible();
    const mail = await newestMail(SANNE.username, mailsBefore);
    expect(mail.subject).toMatch(/^Wijziging in je beveiliging bij /);
    expect(mail.text).toContain('Je wachtwoord is gewijzigd');
  });
});
