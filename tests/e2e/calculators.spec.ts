// The calculators for Jan de Vries (office Van Dijk, informal, two-factor) at 375 px in Dutch:
// the scenarios drawer from the dashboard with a verdict's explanation, the refinance list
// regrouping on another fixed-rate period, advice requested and found in the office's outbox,
// and the maximum-mortgage widget whose thanks step logs a note. axe: no serious or critical finding.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { components } from '../../generated/portal';
import nl from '../../locales/nl/calculators.json' with { type: 'json' };
import dashboard from '../../locales/nl/dashboard.json' with { type: 'json' };
import { seriousAxeFindings } from './support/axe';
import { hostOf, openSignedIn, SERVER, test } from './support/sign-in';

const JAN = 'jan.devries@example.nl';
const OFFICE_MAIL = 'info@vandijkhypotheken.nl';

async function axeFindings(page: Page): Promise<string[]> {
  return (await seriousAxeFindings(page)).map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `test-results/screenshots/calculators-${name}.png` });
}

test.beforeEach(async ({ page }) => page.setViewportSize({ width: 375, height: 800 }));

/** The calculators feature's chunk in the build the server serves (its file name carries a hash). */
function calculatorsChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/build-manifest.json', 'utf8')) as Record<string, { file: string }>;
  return manifest['src/features/calculators/index.ts']!.file;
}

test('scenarios open from the dashboard and a verdict explains itself with its numbers', async ({ page, signedIn }) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  // Idle work (the side cards, preloading the next screens) is held until the first paint has been
  // checked: what loads before that is the first paint's own code.
  await page.addInitScript(() => {
    const held: [IdleRequestCallback, IdleRequestOptions | undefined][] = [];
    const later = window.requestIdleCallback.bind(window);
    let released = false;
    window.requestIdleCallback = (callback, options) => (released ? later(callback, options) : (held.push([callback, options]), 0));
    (window as unknown as { releaseIdle: () => void }).releaseIdle = () => {
      released = true;
      held.splice(0).forEach(([callback, options]) => later(callback, options));
    };
  });
  await openSignedIn(page, await signedIn('vandijk', JAN), '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The calculators' code is not part of the dashboard's first paint.
  const calculators = calculatorsChunk();
  expect(chunks.filter((url) => url.endsWith(calculators))).toEqual([]);
  await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
  await page.getByRole('button', { name: new RegExp(dashboard.calculator_scenarios) }).click();
  const drawer = page.getByRole('dialog', { name: nl.title_scenarios });
  await expect(drawer.getByRole('heading', { name: nl.overall_title })).toBeVisible();
  expect(chunks.filter((url) => url.endsWith(calculators))).toHaveLength(1);
  await expect(drawer.getByRole('region', { name: nl.scenario_retirement })).toBeVisible();
  await screenshot(page, 'scenarios-375');
  expect(await axeFindings(page)).toEqual([]);
  await drawer.getByRole('button', { name: `Waarom? – ${nl.scenario_retirement}, Jan` }).click();
  const explanation = page.getByRole('dialog', { name: new RegExp(nl.explanation_title.replace('{{scenario}}', nl.scenario_retirement)) });
  await expect(explanation.getByRole('rowheader', { name: nl.figure_woonquote })).toBeVisible();
  await expect(explanation.getByText(/Tijdelijke regeling hypothecair krediet 2026/).first()).toBeVisible();
  await screenshot(page, 'explanation-375');
  expect(await axeFindings(page)).toEqual([]);
  await explanation.getByRole('button', { name: nl.close }).click();
  await drawer.getByRole('button', { name: nl.principles_button }).click();
  await expect(page.getByRole('dialog', { name: nl.principles_title }).getByText(/470\.000/)).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'principles-1440');
});

test('the refinance list regroups on another period and requested advice reaches the office', async ({ page, signedIn, request }) => {
  await openSignedIn(page, await signedIn('vandijk', JAN), '/?rekenhulp=refinance');
  const drawer = page.getByRole('dialog', { name: nl.title_refinance });
  const count = drawer.getByRole('heading', { level: 3 }).first();
  await expect(count).toBeVisible();
  // The groups as the customer reads them: each heading names a group of advice §3 and its size.
  const groups = () => drawer.getByRole('heading', { level: 3 }).allTextContents();
  const groupNames = [nl.group_current, nl.group_fits, nl.group_not_fits];
  const before = await groups();
  expect(before.every((heading) => groupNames.some((name) => heading.startsWith(`${name} · `)))).toBe(true);
  await screenshot(page, 'refinance-375');
  expect(await axeFindings(page)).toEqual([]);
  await drawer.getByRole('combobox', { name: nl.period_label }).click();
  await page.getByRole('option', { name: '1 jaar' }).click();
  await expect.poll(groups).not.toEqual(before);
  await drawer.getByRole('listitem').first().getByRole('button').click();
  const proposal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: nl.request_advice }) });
  await proposal.getByRole('button', { name: nl.request_advice }).click();
  await expect(page.getByRole('dialog', { name: nl.advice_dialog_title })).toContainText(nl.request_successful);
  await screenshot(page, 'advice-375');
  const mails = (await (await request.get(`${SERVER}/dev/outbox`, { params: { to: OFFICE_MAIL } })).json()) as { subject: string; text: string }[];
  const advice = mails.find((mail) => mail.subject.includes('Adviesaanvraag oversluiten'));
  // Sent with the customer's token: the lead is the signed-in customer's, filed in their own record.
  expect(advice?.text).toContain('Ingelogde klant');
});

test('the maximum-mortgage widget computes with the engine and its thanks step logs a note', async ({ page, signedIn, request }) => {
  const session = await signedIn('vandijk', JAN);
  await openSignedIn(page, session, '/?rekenhulp=maximum_mortgage');
  const drawer = page.getByRole('dialog', { name: nl.title_maximum_mortgage });
  await drawer.getByRole('button', { name: 'Bereken' }).click();
  await expect(drawer.getByText('Je kunt maximaal lenen')).toBeVisible();
  await screenshot(page, 'max-mortgage-375');
  expect(await axeFindings(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Vraag advies aan' }).click();
  await expect(drawer.getByRole('heading', { name: 'Bedankt voor je aanvraag!' })).toBeVisible();
  await expect(drawer.getByText(nl.note_logged)).toBeVisible();
  // The note is in Jan's record, as the office's systems read it.
  const notes = await request.get(`${SERVER}/api/customer/note`, { headers: { ...hostOf('vandijk'), authorization: `Bearer ${session.access_token}` } });
  expect(((await notes.json()) as components['schemas']['Note'][]).filter((note) => note.source === 'advies_widget_maximum_mortgage').map((note) => note.title)).toEqual([nl.note_title_maximum_mortgage]);
  await screenshot(page, 'max-mortgage-thanks-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'max-mortgage-thanks-1440');
});
