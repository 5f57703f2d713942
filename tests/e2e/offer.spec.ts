// The offer signed in the portal (issue 40, decision record 070): Jan, on a phone in Dutch, signs in
// with a mailed code, and once that proof is older than five minutes opens his offer on the
// mortgages screen, reads it in the document viewer, sees the days left, ticks the consent, proves
// a second factor again with a freshly mailed code and signs; the offer then waits for Eva. Eva
// signs in on a phone of her own, signs with her sign-in's fresh proof, the card says everyone
// signed and Jan's mortgage moves to waiting for the lender. Against a server of its own with a
// clock the test moves (support/auth.ts), as the signatures change Jan's mortgage.
import { expect, test } from '@playwright/test';
import nlDossier from '../../locales/nl/dossier.json' with { type: 'json' };
import nlEdit from '../../locales/nl/edit-info.json' with { type: 'json' };
import nl from '../../locales/nl/offer.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import { EVA, JAN, seriousViolations, useAuthServer } from './support/auth';

const { officeUrl, nextMail, lastMailId, passTime, signInWithCode } = useAuthServer('offer');

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('Jan and Eva sign their offer on their phones, each with a fresh second factor, and the mortgage moves on', async ({ page, browser }) => {
  await page.clock.install();
  await page.goto(officeUrl('vandijk', '/login'));
  await signInWithCode(page, 'vandijk', JAN);
  await page.getByRole('button', { name: shell.menu_open }).click();
  await page.getByRole('link', { name: new RegExp(`^${shell.screen_mortgages}`) }).click();
  // The sign-in proved a factor; six minutes on, signing asks for a fresh proof.
  await passTime(page, 6 * 60);

  const card = page.getByRole('region', { name: nl.card_title });
  await expect(card.getByText('Hypotheekofferte Rabobank')).toBeVisible();
  await expect(card.getByText(nl.days_left_other.replace('{{count}}', '21'))).toBeVisible();
  await card.getByRole('button', { name: nl.read }).click();
  const viewer = page.getByRole('dialog', { name: 'Hypotheekofferte Rabobank' });
  await expect(viewer.getByTitle(nlDossier.viewer_frame.replace('{{name}}', 'Hypotheekofferte Rabobank'))).toBeVisible();
  await viewer.getByRole('button', { name: nlDossier.close }).click();

  const sign = card.getByRole('button', { name: nl.sign, exact: true });
  await expect(sign).toBeDisabled();
  await card.getByRole('checkbox', { name: nl.consent }).check();
  const mailsBefore = await lastMailId(JAN.username);
  await sign.click();
  const dialog = page.getByRole('dialog', { name: nlEdit.step_up_title });
  await expect(dialog.getByText(nlEdit.step_up_intro)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const mail = await nextMail(JAN.username, mailsBefore);
  await dialog.getByLabel(nlEdit.step_up_code).fill(mail.codes[0] ?? '');
  await dialog.getByRole('button', { name: nlEdit.security_confirm }).click();

  await expect(dialog).toHaveCount(0);
  // Jan has signed; the offer waits for Eva, and the mortgage stays at "offer to be signed".
  await expect(card.getByText(nl.signed_by_me)).toBeVisible();
  await expect(card.getByText(/Jan de Vries: ondertekend op/)).toBeVisible();
  await expect(card.getByText(nl.signer_waiting.replace('{{name}}', EVA.name))).toBeVisible();
  await expect(page.getByText(nlDossier.mortgage_status_14).first()).toBeVisible();

  // Eva, on a phone of her own, signs in with her mailed code: that proof is fresh, so she signs
  // at once, and with her signature the offer is complete.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  try {
    const eva = await phone.newPage();
    await eva.goto(officeUrl('vandijk', '/login'));
    await signInWithCode(eva, 'vandijk', EVA);
    await eva.goto(officeUrl('vandijk', '/hypotheek'));
    const hers = eva.getByRole('region', { name: nl.card_title });
    await expect(hers.getByText(/Jan de Vries: ondertekend op/)).toBeVisible();
    await hers.getByRole('checkbox', { name: nl.consent }).check();
    await hers.getByRole('button', { name: nl.sign, exact: true }).click();
    await expect(hers.getByText(nl.all_signed)).toBeVisible();
    await expect(hers.getByRole('button', { name: nl.signed_copy })).toBeVisible();
    expect(await seriousViolations(eva)).toEqual([]);
  } finally {
    await phone.close();
  }

  // Jan's mortgage moves on to waiting for the lender.
  await page.reload();
  await expect(card.getByText(nl.all_signed)).toBeVisible();
  await expect(page.getByText(nlDossier.mortgage_status_6).first()).toBeVisible();
});
