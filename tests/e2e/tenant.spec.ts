import { expect, test } from '@playwright/test';
import auth from '../../locales/nl/auth.json' with { type: 'json' };
import nl from '../../locales/nl/common.json' with { type: 'json' };
import { officeUrl, SERVER } from './support/sign-in';

// Offices of the demo seed. Each is reached on its own sub-domain, as a customer would; signed
// out, the first screen is the office's login.
const offices = [
  { name: 'vandijk', fullName: 'Van Dijk Hypotheken & Verzekeringen', primary: 'rgb(0, 82, 155)' },
  { name: 'degroot', fullName: 'De Groot Financieel Advies', primary: 'rgb(27, 94, 32)' },
] as const;

for (const office of offices) {
  test(`${office.name} greets with its name and logo, in its own colour`, async ({ page }) => {
    await page.goto(officeUrl(office.name));

    await expect(page.getByRole('heading', { level: 1, name: auth.login_welcome_office.replace('{{office}}', office.fullName) })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: auth.office_logo.replace('{{office}}', office.fullName) })).toBeVisible();
    await expect(page.getByRole('button', { name: auth.login_submit, exact: true })).toHaveCSS('background-color', office.primary);
    await expect(page).toHaveTitle(office.fullName);
  });
}

test('an unknown sub-domain says the office is not known', async ({ page }) => {
  await page.goto(SERVER.replace('//', '//onbekend.'));

  await expect(page.getByRole('heading', { name: nl.unknown_office_title })).toBeVisible();
  // No pronoun setting without an office, so the formal text shows.
  await expect(page.getByText(nl.unknown_office_body_u)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a host without an office sub-domain asks for the office code at login', async ({ page }) => {
  await page.goto(`${SERVER}/`);

  await expect(page.getByRole('heading', { name: auth.login_welcome })).toBeVisible();
  await expect(page.getByLabel(auth.field_tenant_code, { exact: true })).toBeVisible();
  await expect(page.getByText(auth.login_intro_u)).toBeVisible();
  await expect(page).toHaveTitle(nl.app_name);
});
