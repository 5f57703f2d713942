import { expect, test, type Page } from '@playwright/test';
import nl from '../../locales/nl/common.json' with { type: 'json' };

// Offices of the demo seed. Each is reached on its own sub-domain, as a customer would.
const offices = [
  { name: 'vandijk', fullName: 'Van Dijk Hypotheken & Verzekeringen', primary: 'rgb(0, 82, 155)' },
  { name: 'degroot', fullName: 'De Groot Financieel Advies', primary: 'rgb(27, 94, 32)' },
] as const;

const WIDTHS = [375, 1440] as const;

function officeUrl(office: string): string {
  return `http://${office}.localhost:3100/`;
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

for (const office of offices) {
  test(`${office.name} shows its name on a band in its own colour`, async ({ page }) => {
    await page.goto(officeUrl(office.name));

    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { name: office.fullName })).toBeVisible();
    await expect(header).toHaveCSS('background-color', office.primary);
    await expect(page).toHaveTitle(office.fullName);

    await screenshots(page, office.name);
  });
}

test('an unknown sub-domain says the office is not known', async ({ page }) => {
  await page.goto(officeUrl('onbekend'));

  await expect(page.getByRole('heading', { name: nl.unknown_office_title })).toBeVisible();
  // No pronoun setting without an office, so the formal text shows.
  await expect(page.getByText(nl.unknown_office_body_u)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  await screenshots(page, 'onbekend');
});

test('a host without an office sub-domain points to the office address', async ({ page }) => {
  await page.goto('http://localhost:3100/');

  await expect(page.getByRole('heading', { name: nl.neutral_welcome_title })).toBeVisible();
  await expect(page.getByText(nl.neutral_welcome_body_u)).toBeVisible();
});
