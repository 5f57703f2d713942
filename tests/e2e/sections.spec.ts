// Living, income, retirement and obligations for Jan de Vries (partner, every kind of record) and
// Sanne Bakker (few records: the yearly fall-back rows and empty states), De Groot's hidden
// sections, at 375 px in Dutch and 1440 px in English, each audited with axe.
import { expect, type Page } from '@playwright/test';
import en from '../../locales/en/sections.json' with { type: 'json' };
import nl from '../../locales/nl/sections.json' with { type: 'json' };
import enLabels from '../../locales/en/labels.json' with { type: 'json' };
import { knownLabel, OBLIGATION_KINDS } from '../../src/lib/known-labels';
import { seriousAxeFindings } from './support/axe';
import { settled } from './support/settled';
import { openSignedIn, test, type Office } from './support/sign-in';

const JAN = 'jan.devries@example.nl';
const SANNE = 'sanne.bakker@example.nl';
const PIETER = 'p.jansen@example.nl';

type SignedIn = Parameters<Parameters<typeof test>[2]>[0]['signedIn'];
type Texts = typeof nl;

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

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');

for (const [width, language, texts] of [
  [375, 'nl', nl],
  [1440, 'en', en],
] as [number, 'nl' | 'en', Texts][]) {
  test(`Jan's living screen at ${width} px (${language})`, async ({ page, signedIn }) => {
    await open(page, signedIn, 'vandijk', JAN, '/wonen', width, language);
    await expect(page.getByText('Nieuwegracht', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: fill(texts.street_picture_alt, { address: '' }).trim(), exact: false })).toBeVisible();
    await expect(page.locator(`iframe[title^="${fill(texts.map_title, { address: '' }).trim()}"]`)).toBeVisible();
    await expect(page.getByText(texts.living_woz_value)).toBeVisible();
    await audit(page);
  });

  test(`Jan's income screen at ${width} px (${language})`, async ({ page, signedIn }) => {
    await open(page, signedIn, 'vandijk', JAN, '/inkomen', width, language);
    await expect(page.getByRole('heading', { name: 'Loondienst Gemeente Utrecht' })).toBeVisible();
    await expect(page.getByRole('heading', { name: fill(texts.income_of, { name: 'Eva' }) })).toBeVisible();
    await expect(page.getByRole('img', { name: texts.income_chart })).toBeVisible();
    await audit(page);
    await page.getByLabel(texts.income_search).fill('Yoga');
    await expect(page.getByRole('heading', { name: 'Yogapraktijk Eva (eenmanszaak)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Loondienst Gemeente Utrecht' })).toBeHidden();
  });

  test(`Jan's retirement screen at ${width} px (${language})`, async ({ page, signedIn }) => {
    await open(page, signedIn, 'vandijk', JAN, '/pensioen', width, language);
    await expect(page.getByRole('heading', { name: 'ABP' })).toBeVisible();
    await expect(page.getByRole('heading', { name: fill(texts.pension_of, { name: 'Eva' }) })).toBeVisible();
    await expect(page.getByRole('img', { name: texts.pension_chart })).toBeVisible();
    await page
      .getByRole('button', { name: fill(texts.pension_info_about, { term: texts.pension_survivor_before }) })
      .first()
      .click();
    await expect(page.getByText(texts.pension_survivor_before_info)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: texts.pension_overview_link })).toHaveAttribute('href', /mijnpensioenoverzicht/);
    await audit(page);
  });

  test(`Jan's obligations screen at ${width} px (${language})`, async ({ page, signedIn }) => {
    await open(page, signedIn, 'vandijk', JAN, '/verplichtingen', width, language);
    for (const kind of [
      'Roodstand betaalrekening',
      'Persoonlijke lening',
      'Doorlopend krediet',
      'Studievoorschot',
      'Studieschuld',
      'Partneralimentatie ex-partner',
    ]) {
      // The office system's Dutch kinds read in the reader's language where the portal knows them.
      const shown = language === 'en' ? knownLabel(OBLIGATION_KINDS, kind, (key) => enLabels[key]) : kind;
      await expect(page.getByRole('heading', { name: shown, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: texts.obligations_chart })).toBeVisible();
    await audit(page);
  });
}

test('Sanne sees her yearly income and pension as one row each, and no obligations', async ({ page, signedIn }) => {
  await open(page, signedIn, 'vandijk', SANNE, '/inkomen', 375);
  await expect(page.getByRole('heading', { name: fill(nl.income_of, { name: 'Sanne' }) })).toBeVisible();
  await expect(page.getByText('€ 58.900,00 per jaar').first()).toBeVisible();
  await audit(page);
  await page.goto(page.url().replace('/inkomen', '/pensioen'));
  await expect(page.getByRole('heading', { name: fill(nl.pension_of, { name: 'Sanne' }) })).toBeVisible();
  await expect(page.getByText('€ 33.800,00 per jaar').first()).toBeVisible();
  await page.goto(page.url().replace('/pensioen', '/verplichtingen'));
  await expect(page.getByText(nl.obligations_empty)).toBeVisible();
  await audit(page);
});

test('De Groot shows no income, retirement or obligations', async ({ page, signedIn }) => {
  await open(page, signedIn, 'degroot', PIETER, '/', 375);
  for (const path of ['/inkomen', '/pensioen', '/verplichtingen']) {
    await page.goto(page.url().replace(/\/[^/]*$/, path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Inkomen|Pensioen|Verplichtingen/);
  }
});

test('services: Van Dijk (provider brand) shows the collective purchase, De Groot the independent advice', async ({ page, signedIn }) => {
  await open(page, signedIn, 'vandijk', JAN, '/diensten', 375);
  for (const group of [nl.services_group_living, nl.services_group_buying_selling, nl.services_group_sustainability]) {
    await expect(page.getByRole('heading', { name: group, level: 2 })).toBeVisible();
  }
  const collective = page.getByRole('link', { name: new RegExp(nl.service_collective) });
  await expect(collective).toHaveAttribute('target', '_blank');
  await expect(collective).toHaveAttribute('href', /vandijkhypotheken\.nl/);
  await expect(page.getByRole('link', { name: new RegExp(nl.service_sustain) })).toBeHidden();
  await audit(page);

  await open(page, signedIn, 'degroot', PIETER, '/diensten', 1440, 'en');
  await expect(page.getByRole('link', { name: new RegExp(en.service_sustain) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(en.service_collective) })).toBeHidden();
  await audit(page);
});

test('a failed read shows a retry that loads the screen', async ({ page, signedIn }) => {
  // Every read of the obligations fails until the customer taps retry (the query retries once
  // itself: let go before the tap, that retry could load the screen and take the button away).
  let failing = true;
  await page.route('**/api/customer/obligation', (route) => (failing ? route.fulfill({ status: 503, body: '{}' }) : route.continue()));
  await open(page, signedIn, 'vandijk', JAN, '/verplichtingen', 375);
  await expect(page.getByText(nl.load_error)).toBeVisible({ timeout: 15_000 });
  const retry = page.getByRole('button', { name: nl.retry });
  await retry.click({ trial: true });
  failing = false;
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Persoonlijke lening', level: 2 })).toBeVisible();
});

test('De Groot (formal) living screen: update data goes to the living tab of the edit screen', async ({ page, signedIn }) => {
  await open(page, signedIn, 'degroot', PIETER, '/wonen', 375);
  await expect(page.getByRole('heading', { name: nl.living_values })).toBeVisible();
  await expect(page.getByRole('link', { name: nl.update_data })).toHaveAttribute('href', '/gegevens/living');
  await audit(page);
  // The link opens the living form itself, not the edit screen's first tab.
  await page.getByRole('link', { name: nl.update_data }).click();
  await expect(page.getByRole('textbox', { name: /postcode/i })).toBeVisible();
});

test('a customer whose office knows no current address reads that, with the way to add it', async ({ page, signedIn }) => {
  // The server answers 404 for a customer without a current address (no demo customer who signs in is one).
  await page.route('**/api/customer/living', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'not_found', message: 'No current address', status: 404 } }),
    }),
  );
  await open(page, signedIn, 'vandijk', SANNE, '/wonen', 375);
  await expect(page.getByText(nl.current_address_error)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: nl.retry })).toHaveCount(0);
  await expect(page.getByRole('link', { name: nl.update_data })).toBeVisible();
});
