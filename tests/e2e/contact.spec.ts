// The contact screen: a message from Jan de Vries reaches Van Dijk's outbox with the contact tag;
// De Groot hides the visiting address (website, e-mail and phone instead), the account manager and
// online appointments. The dashboard's account-manager and visiting-address cards. Each at 375 px
// in Dutch and 1440 px in English, audited with axe.
import { expect, type Page } from '@playwright/test';
import appointmentsNl from '../../locales/nl/appointments.json' with { type: 'json' };
import inboxNl from '../../locales/nl/inbox.json' with { type: 'json' };
import en from '../../locales/en/sections.json' with { type: 'json' };
import nl from '../../locales/nl/sections.json' with { type: 'json' };
import { seriousAxeFindings } from './support/axe';
import { settled } from './support/settled';
import { openSignedIn, SERVER, test, type Office } from './support/sign-in';

type SignedIn = Parameters<Parameters<typeof test>[2]>[0]['signedIn'];

async function open(page: Page, signedIn: SignedIn, office: Office, username: string, path: string, width: number, language: 'nl' | 'en' = 'nl') {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await openSignedIn(page, await signedIn(office, username), path);
  // The first visit loads the portal's chunks; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

async function audit(page: Page) {
  await settled(page);
  expect((await seriousAxeFindings(page)).map((violation) => violation.id)).toEqual([]);
}

test('a contact message from Jan reaches the office outbox, tagged, and the form clears', async ({ page, signedIn, request }) => {
  await open(page, signedIn, 'vandijk', 'jan.devries@example.nl', '/contact', 375);
  await expect(page.getByRole('heading', { name: nl.advisor })).toBeVisible();
  await expect(page.getByRole('heading', { name: nl.account_manager })).toBeVisible();
  await expect(page.getByRole('button', { name: appointmentsNl.make_appointment_online })).toBeVisible();
  await expect(page.getByRole('heading', { name: nl.opening_hours, exact: true })).toBeVisible();
  await expect(page.getByText('Maliebaan 42 bis', { exact: false }).first()).toBeVisible();
  await audit(page);

  // Sending empty names each missing field and sends nothing.
  await page.getByRole('button', { name: inboxNl.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: inboxNl.subject_required })).toContainText(inboxNl.category_required);
  await page.getByRole('combobox', { name: inboxNl.category }).click();
  await page.getByRole('option', { name: inboxNl.category_refinance }).click();
  await page.getByRole('textbox', { name: inboxNl.subject, exact: false }).fill('Rente na 2027');
  await page.getByRole('textbox', { name: inboxNl.message, exact: false }).fill('Kunnen we de rentevaste periode bespreken?');
  await page.getByRole('button', { name: inboxNl.send }).click();
  await expect(page.getByText(inboxNl.message_sent)).toBeVisible();
  await expect(page.getByRole('textbox', { name: inboxNl.subject, exact: false })).toHaveValue('');

  const outbox = (await (await request.get(`${SERVER}/dev/outbox`, { params: { to: 'info@vandijkhypotheken.nl' } })).json()) as {
    subject: string;
    text: string;
  }[];
  const mail = outbox.find((candidate) => candidate.subject.includes('Rente na 2027'));
  // The office reads words, not the record's machine tag.
  expect(mail?.text).toContain('Via het contactformulier');
  expect(mail?.text).not.toContain('category:');
  expect(mail?.text).toContain('Kunnen we de rentevaste periode bespreken?');
});

test('contact at 1440 px in English, and the dashboard cards of the account manager and visiting address', async ({ page, signedIn }) => {
  await open(page, signedIn, 'vandijk', 'jan.devries@example.nl', '/contact', 1440, 'en');
  await expect(page.getByRole('heading', { name: en.visiting_address })).toBeVisible();
  await expect(page.locator(`iframe[title^="${en.map_title.replace(' {{address}}', '')}"]`)).toBeVisible();
  await audit(page);
  await page.goto(page.url().replace('/contact', '/'));
  await expect(page.getByRole('heading', { name: en.account_manager })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.visiting_address })).toBeVisible();
});

test('De Groot hides the visiting address, account manager and appointments; website, e-mail and phone show', async ({ page, signedIn }) => {
  await open(page, signedIn, 'degroot', 'p.jansen@example.nl', '/contact', 375);
  await expect(page.getByRole('heading', { name: nl.advisor_u })).toBeVisible();
  await expect(page.getByRole('heading', { name: nl.visiting_address })).toBeHidden();
  await expect(page.getByRole('heading', { name: nl.account_manager })).toBeHidden();
  await expect(page.getByRole('button', { name: appointmentsNl.make_appointment_online })).toBeHidden();
  await expect(page.getByRole('link', { name: /degrootfinancieel\.nl/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^0\d/ }).first()).toBeVisible();
  await audit(page);
});
