// An authenticator app end to end at 375 px in Dutch (issue 39): Sanne sets it up from the account
// tab (a mailed step-up code first, the key read off the screen, the app's code computed here with
// otplib on the server's clock), signs out, signs in with an app code, then once with a recovery
// code. Against a server of its own with a clock the test moves (support/auth.ts).
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import nl from '../../locales/nl/auth.json' with { type: 'json' };
import nlEdit from '../../locales/nl/edit-info.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import { SANNE, seriousViolations, submitPassword, useAuthServer } from './support/auth';

const { officeUrl, nextMail, lastMailId, moveClock, expectSignedIn } = useAuthServer('factors');

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** How far the test moved the server's clock, which its Date header (the wall clock) does not show. */
let moved = 0;

/** The server's clock, from its Date header and the moves: the app's codes are computed on it. */
async function serverSeconds(): Promise<number> {
  const answer = await fetch(officeUrl(null, '/health'));
  return Math.floor(new Date(answer.headers.get('date') ?? '').getTime() / 1000) + moved;
}

test('sets up an authenticator app, signs in with its code and once with a recovery code', async ({ page }) => {
  await page.goto(officeUrl('vandijk', '/login'));
  await submitPassword(page, SANNE.username);
  await expectSignedIn(page, 'vandijk', SANNE.name);

  await page.goto(officeUrl('vandijk', '/gegevens/account'));
  const mailsBefore = await lastMailId(SANNE.username);
  await page.getByRole('button', { name: nlEdit.app_setup_open }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: nlEdit.step_up_title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const stepUp = await nextMail(SANNE.username, mailsBefore);
  await dialog.getByLabel(nlEdit.step_up_code).fill(stepUp.codes[0] ?? '');
  await dialog.getByRole('button', { name: nlEdit.security_confirm }).click();

  await expect(dialog.getByRole('img', { name: nlEdit.app_setup_qr })).toBeVisible();
  const key = ((await dialog.getByTestId('app-key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel(nlEdit.app_setup_code).fill(await generate({ secret: key, epoch: await serverSeconds() }));
  await dialog.getByRole('button', { name: nlEdit.security_confirm }).click();
  await expect(dialog.getByText(nlEdit.app_setup_done)).toBeVisible();
  const codes = await dialog.getByRole('list', { name: nlEdit.recovery_codes_title }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: nlEdit.security_done }).click();

  await page.getByRole('button', { name: /profiel/i }).click();
  await page.getByRole('button', { name: shell.logout }).click();
  await page.getByRole('button', { name: nl.multi_new_account }).click();
  // The set-up's code is used: a later time step's code signs in. Two steps on, so a Date header
  // truncated to its second never names the used step.
  await moveClock(60);
  moved += 60;
  const mailsAtSignIn = await lastMailId(SANNE.username);
  await submitPassword(page, SANNE.username);
  await expect(page.getByText(nl.two_factor_intro_app)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(nl.field_app_code, { exact: true }).fill(await generate({ secret: key, epoch: await serverSeconds() }));
  await page.keyboard.press('Enter');
  await expectSignedIn(page, 'vandijk', SANNE.name);
  // No code was mailed: the app's code was asked for instead.
  expect(await lastMailId(SANNE.username)).toBe(mailsAtSignIn);

  await page.getByRole('button', { name: /profiel/i }).click();
  await page.getByRole('button', { name: shell.logout }).click();
  await page.getByRole('button', { name: nl.multi_new_account }).click();
  await submitPassword(page, SANNE.username);
  await page.getByRole('button', { name: nl.two_factor_use_recovery }).click();
  await page.getByLabel(nl.field_recovery_code, { exact: true }).fill(codes[0] ?? '');
  await page.keyboard.press('Enter');
  await expectSignedIn(page, 'vandijk', SANNE.name);
  expect((await nextMail(SANNE.username, mailsAtSignIn)).text).toContain('herstelcodes ingelogd');
});
