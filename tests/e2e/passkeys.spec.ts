// Passkeys (issue 39 item 1) at 375 px with touch, in Dutch, on both demo offices, with Chromium's
// virtual authenticator (a platform authenticator that keeps discoverable credentials and verifies
// its user): a passkey is added from the account tab, the customer signs out, and signs in again
// with it alone, no username typed, landing on the overview.
import { expect, type Page } from '@playwright/test';
import nlAuth from '../../locales/nl/auth.json' with { type: 'json' };
import nlEdit from '../../locales/nl/edit-info.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import { seriousAxeLines } from './support/axe';
import { JAN, PIETER, openTab } from './support/edit-info';
import { lastMailId, mailsAfter, passStepUp } from './support/step-up';
import { fetchTokens, officeUrl, SERVER, test, type Office } from './support/sign-in';

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

const SANNE = 'sanne.bakker@example.nl';

async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** The newest code the local outbox holds for `username`: the step-up's, when the session needs one. */
async function mailedCode(page: Page, username: string): Promise<string> {
  const answer = await page.request.get(`${SERVER}/dev/outbox`, { params: { to: username } });
  return ((await answer.json()) as { codes: string[] }[])[0]?.codes[0] ?? '';
}

const customers: [Office, string][] = [
  ['vandijk', JAN],
  ['degroot', PIETER],
];

for (const [office, username] of customers) {
  test(`${office}: a passkey added from the account tab signs in without a username`, async ({ page, playwright }) => {
    const api = await playwright.request.newContext();
    await openTab(page, await fetchTokens(api, office, username), 'account');
    await addVirtualAuthenticator(page);

    await page.getByRole('button', { name: nlEdit.passkey_add }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(nlEdit.passkey_name_label).fill('Testtelefoon');
    await dialog.getByRole('button', { name: nlEdit.passkey_create }).tap();
    const listed = page.getByRole('list', { name: nlEdit.passkeys_title }).getByText('Testtelefoon');
    // A session without a fresh proof is asked for a mailed code first, then the passkey is made.
    const stepUp = dialog.getByRole('heading', { name: new RegExp(`${nlEdit.step_up_title}|${nlEdit.step_up_title_u}`) });
    await expect(listed.or(stepUp)).toBeVisible();
    if (await stepUp.isVisible()) {
      const field = dialog.getByLabel(nlEdit.step_up_code);
      await expect(field).toBeEditable();
      await field.fill(await mailedCode(page, username));
      await dialog.getByRole('button', { name: nlEdit.security_confirm }).tap();
    }
    await expect(listed).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: /profiel/i }).tap();
    await page.getByRole('button', { name: shell.logout }).tap();
    await page.getByRole('button', { name: nlAuth.multi_new_account }).tap();
    await expect(page.getByLabel(nlAuth.field_username)).toHaveValue('');
    await page.getByRole('button', { name: nlAuth.login_passkey }).tap();
    await expect(page.getByRole('button', { name: /profiel/i })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(officeUrl(office, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await api.dispose();
  });
}

// Issue 39 item 4: a passkey proves a step-up. Sanne signs in with her password alone, adds a
// passkey behind a mailed code, and in a new session removes it: the step-up offers her passkey
// first, and one touch of it proves the change.
test('vandijk: a passkey proves the step-up before a security change', async ({ page, playwright }) => {
  const api = await playwright.request.newContext();
  await openTab(page, await fetchTokens(api, 'vandijk', SANNE), 'account');
  await addVirtualAuthenticator(page);
  await page.getByRole('button', { name: nlEdit.passkey_add }).tap();
  await page.getByLabel(nlEdit.passkey_name_label).fill('Telefoon van Sanne');
  const before = await lastMailId(page, SANNE);
  await page.getByRole('button', { name: nlEdit.passkey_create }).tap();
  await passStepUp(page, SANNE, before);
  const remove = page.getByRole('button', { name: nlEdit.passkey_remove_label.replace('{{name}}', 'Telefoon van Sanne') });
  await expect(remove).toBeVisible();

  // A new session of hers, proven by nothing yet.
  await openTab(page, await fetchTokens(api, 'vandijk', SANNE), 'account');
  const mailsBefore = await lastMailId(page, SANNE);
  await remove.tap();
  const stepUp = page.getByRole('dialog', { name: nlEdit.step_up_title });
  await expect(stepUp.getByText(nlEdit.step_up_intro_passkey)).toBeVisible();
  expect(await seriousAxeLines(page, { include: '[role="dialog"]' })).toEqual([]);
  await stepUp.getByRole('button', { name: nlEdit.step_up_use_passkey }).tap();
  await expect(stepUp).toHaveCount(0);
  await expect(remove).toHaveCount(0);
  // One mail since, telling her of the removal; no code was mailed for the step-up.
  const mails = await mailsAfter(page, SANNE, mailsBefore);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.codes).toEqual([]);
  await api.dispose();
});
