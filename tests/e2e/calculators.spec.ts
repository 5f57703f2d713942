// The calculators for Jan de Vries (office Van Dijk, informal, two-factor) at 375 px in Dutch:
// the scenarios drawer from the dashboard with a verdict's explanation and the death scenario
// naming who dies and who is left, the refinance summary and picture, the list regrouping on
// another fixed-rate period, advice requested and found in the office's outbox, the
// maximum-mortgage widget reading a decimal comma and logging a note on its thanks step, the
// sustainability widget keeping its choices, and De Groot's widget addressing the customer
// formally. axe: no serious or critical finding.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { components } from '../../generated/portal';
import nl from '../../locales/nl/calculators.json' with { type: 'json' };
import dashboard from '../../locales/nl/dashboard.json' with { type: 'json' };
import { manifestBeside } from '../../scripts/vite/precompress';
import { seriousAxeLines } from './support/axe';
import { hostOf, officeUrl, openSignedIn, SERVER, test } from './support/sign-in';

const JAN = 'jan.devries@example.nl';
const OFFICE_MAIL = 'info@vandijkhypotheken.nl';

test.beforeEach(async ({ page }) => page.setViewportSize({ width: 375, height: 800 }));

/** The calculators feature's chunk in the build the server serves (its file name carries a hash). */
function calculatorsChunk(): string {
  const manifest = JSON.parse(readFileSync(manifestBeside(process.env.PORTAL_DIST ?? 'dist/portal'), 'utf8')) as Record<string, { file: string }>;
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
  // The tap comes while the calculators' code is still on its way (held here, and preloading has
  // begun): it is not lost, the drawer opens once the code is in.
  let deliver = () => {};
  const held = new Promise<void>((resolve) => (deliver = resolve));
  await page.route(`**/${calculators}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
  await page.getByRole('button', { name: new RegExp(dashboard.calculator_scenarios) }).click();
  await expect(page).toHaveURL(/rekenhulp=scenarios/);
  deliver();
  const drawer = page.getByRole('dialog', { name: nl.title_scenarios });
  await expect(drawer.getByRole('heading', { name: nl.overall_title })).toBeVisible();
  expect(chunks.filter((url) => url.endsWith(calculators))).toHaveLength(1);
  await expect(drawer.getByRole('region', { name: nl.scenario_retirement })).toBeVisible();
  // Overlijden: each result says who dies and who is left behind, Jan as "je" and his partner by
  // name (issue 42 item 4), and what the survivor keeps.
  const death = drawer.getByRole('region', { name: nl.scenario_death });
  await expect(death.getByText('Als Eva overlijdt en jij achterblijft')).toBeVisible();
  await expect(death.getByText('Als je overlijdt en Eva achterblijft')).toBeVisible();
  await expect(death.getByText(/\bJan\b/)).toHaveCount(0);
  await expect(death.getByText(/^Overlijdensrisicoverzekering \(Nationale-Nederlanden\): uitkering €\s250\.000/).first()).toBeVisible();
  // The move scenario's verdict is about moving, not about staying.
  await expect(drawer.getByRole('region', { name: nl.scenario_move }).getByText(/blijven wonen/)).toHaveCount(0);
  expect(await seriousAxeLines(page)).toEqual([]);
  await drawer.getByRole('button', { name: `Waarom? – ${nl.scenario_retirement}, jij` }).click();
  const explanation = page.getByRole('dialog', { name: new RegExp(nl.explanation_title.replace('{{scenario}}', nl.scenario_retirement)) });
  await expect(explanation.getByRole('rowheader', { name: nl.figure_woonquote })).toBeVisible();
  await expect(explanation.getByText(/Tijdelijke regeling hypothecair krediet 2026/).first()).toBeVisible();
  expect(await seriousAxeLines(page)).toEqual([]);
  await explanation.getByRole('button', { name: nl.close }).click();
  await drawer.getByRole('button', { name: nl.principles_button }).click();
  await expect(page.getByRole('dialog', { name: nl.principles_title }).getByText(/470\.000/)).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the refinance list regroups on another period and requested advice reaches the office', async ({ page, signedIn, request }) => {
  await openSignedIn(page, await signedIn('vandijk', JAN), '/?rekenhulp=refinance');
  const drawer = page.getByRole('dialog', { name: nl.title_refinance });
  // The groups as the customer reads them: each heading names a group of advice §3 and its size.
  const groupHeadings = drawer.getByRole('heading', { level: 3 }).filter({ hasText: ' · ' });
  await expect(groupHeadings.first()).toBeVisible();
  const groups = () => groupHeadings.allTextContents();
  const groupNames = [nl.group_current, nl.group_fits, nl.group_not_fits];
  const before = await groups();
  expect(before.every((heading) => groupNames.some((name) => heading.startsWith(`${name} · `)))).toBe(true);
  // Jan's 1.85 % is below every rate on offer: the summary says refinancing does not pay, and why.
  const summary = drawer.getByRole('region', { name: nl.summary_title_not });
  await expect(summary).toContainText('omdat je huidige rente');
  await expect(summary).toContainText(/maanden/);
  // The payback sentence stands once, in the summary, not under each of the proposals (issue 42 item 5).
  await expect(drawer.getByText(/terugverdiend/)).toHaveCount(1);
  // The penalty's parts in the summary: the lender's penalty-free room of the whole loan, the
  // amount above it and each loan part against its comparison rate (issue 43).
  const steps = drawer.getByRole('region', { name: nl.penalty_steps_title });
  await expect(steps).toBeVisible();
  await expect(steps).toContainText(`Boetevrij: 10% ${nl.penalty_source_lender} van de oorspronkelijke lening`);
  await expect(steps).toContainText(/daarvan valt €\s[\d.]+ boven de boetevrije ruimte/);
  await expect(steps).toContainText(/Leningdeel 1: /);
  await expect(steps).toContainText('rentevaste periode die het dichtst bij je resterende periode ligt');
  const picture = drawer.getByRole('figure');
  await expect(picture.locator('svg').first()).toBeVisible();
  await expect(picture.getByRole('table')).toContainText(nl.chart_monthly_now);
  await drawer.getByRole('button', { name: /^Boete €\s[\d.]+: hoe berekend\?$/ }).click();
  const penalty = page.getByRole('dialog', { name: nl.penalty_title });
  await expect(penalty.getByRole('rowheader', { name: nl.figure_loan_to_value })).toBeVisible();
  expect(await seriousAxeLines(page)).toEqual([]);
  await penalty.getByRole('button', { name: nl.close }).click();
  // Closing fades the dialog out; axe looks at the drawer once it is gone.
  await expect(penalty).toBeHidden();
  expect(await seriousAxeLines(page)).toEqual([]);
  await drawer.getByRole('combobox', { name: nl.period_label }).click();
  await page.getByRole('option', { name: '1 jaar' }).click();
  await expect.poll(groups).not.toEqual(before);
  await drawer.getByRole('listitem').first().getByRole('button').click();
  const proposal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: nl.request_advice }) });
  await proposal.getByRole('button', { name: nl.request_advice }).click();
  await expect(page.getByRole('dialog', { name: nl.advice_dialog_title })).toContainText(nl.request_successful);
  const mails = (await (await request.get(`${SERVER}/dev/outbox`, { params: { to: OFFICE_MAIL } })).json()) as { subject: string; text: string }[];
  const advice = mails.find((mail) => mail.subject.includes('Adviesaanvraag oversluiten'));
  // Sent with the customer's token: the lead is the signed-in customer's, filed in their own record.
  expect(advice?.text).toContain('Ingelogde klant');
});

test('the maximum-mortgage widget computes with the engine and its thanks step logs a note', async ({ page, signedIn, request }) => {
  const session = await signedIn('vandijk', JAN);
  await openSignedIn(page, session, '/?rekenhulp=maximum_mortgage');
  const drawer = page.getByRole('dialog', { name: nl.title_maximum_mortgage });
  // A decimal comma is a decimal comma: 3704,50 a month, not 370450.
  const income = drawer.getByRole('textbox', { name: /^Je bruto inkomen per maand/ });
  // Filled in grouped as every form writes amounts ("6.049", not "6049"; issue 42 item 2).
  await expect(income).toHaveValue(/^\d{1,3}\.\d{3}(,\d\d)?$/);
  await income.fill('3704,50');
  await drawer.getByRole('textbox', { name: /^Bruto inkomen van je partner/ }).fill('0');
  await drawer.getByRole('button', { name: 'Bereken' }).click();
  await expect(drawer.getByText('Je kunt maximaal lenen')).toBeVisible();
  const maximum = Number((await drawer.locator('.big').textContent())!.replace(/\D/g, ''));
  // Read as 370450 a month the same answer was € 23.613.748; Jan's debts keep it low.
  expect(maximum).toBeGreaterThan(10_000);
  expect(maximum).toBeLessThan(600_000);
  await expect(income).toHaveValue('3704,50');
  // The woonquote the engine used, written the Dutch way (27,4%, not 27.4%).
  await expect(drawer.getByText(/^\d+,\d%$/).first()).toBeVisible();
  expect(await seriousAxeLines(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Vraag advies aan' }).click();
  await expect(drawer.getByRole('heading', { name: 'Bedankt voor je aanvraag!' })).toBeVisible();
  await expect(drawer.getByText(nl.note_logged)).toBeVisible();
  // The note is in Jan's record, as the office's systems read it.
  const notes = await request.get(`${SERVER}/api/customer/note`, { headers: { ...hostOf('vandijk'), authorization: `Bearer ${session.access_token}` } });
  expect(
    ((await notes.json()) as components['schemas']['Note'][]).filter((note) => note.source === 'advies_widget_maximum_mortgage').map((note) => note.title),
  ).toEqual([nl.note_title_maximum_mortgage]);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the sustainability widget keeps the ticked measures and explains the extra room', async ({ page, signedIn }) => {
  await openSignedIn(page, await signedIn('vandijk', JAN), '/?rekenhulp=sustainability');
  const drawer = page.getByRole('dialog', { name: nl.title_sustainability });
  await drawer.getByRole('checkbox', { name: 'Dakisolatie' }).check();
  await drawer.getByRole('checkbox', { name: 'Warmtepomp' }).check();
  await drawer.getByRole('button', { name: 'Bereken' }).click();
  await expect(drawer.getByText('Extra voor maatregelen')).toBeVisible();
  await expect(drawer.getByRole('checkbox', { name: 'Dakisolatie' })).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: 'Warmtepomp' })).toBeChecked();
  expect(await seriousAxeLines(page)).toEqual([]);
});

test("each widget bundle is whole: it imports none of the portal's chunks", async ({ request }) => {
  for (const name of ['max-mortgage', 'sustainability']) {
    const bundle = await (await request.get(`${SERVER}/widgets/${name}/latest.js`)).text();
    expect(bundle).toContain(`advies-widget-${name}`);
    // A static or dynamic import would load the portal's start-up code on an integrator's page.
    expect(bundle).not.toMatch(/\bimport\s*[{*("'`]|\bfrom\s*["'`]/);
  }
});

test("De Groot's maximum-mortgage widget addresses the customer formally", async ({ page, signedIn }) => {
  await openSignedIn(page, await signedIn('degroot', 'p.jansen@example.nl'), '/?rekenhulp=maximum_mortgage');
  const drawer = page.getByRole('dialog', { name: nl.title_maximum_mortgage });
  await expect(drawer.getByRole('textbox', { name: /^Uw bruto inkomen per maand/ })).toBeVisible();
  await drawer.getByRole('button', { name: 'Bereken' }).click();
  await expect(drawer.getByText('U kunt maximaal lenen')).toBeVisible();
  await expect(drawer.getByText(/\b(je|jij|jouw)\b/i)).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Vraag advies aan' }).click();
  await expect(drawer.getByRole('heading', { name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
});

test("Jan's break-up counts his debts, and his second mortgage is computed on its own property", async ({ page, signedIn }) => {
  await openSignedIn(page, await signedIn('vandijk', JAN), '/?rekenhulp=scenarios');
  const drawer = page.getByRole('dialog', { name: nl.title_scenarios });
  const breakUp = drawer.getByRole('region', { name: nl.scenario_break_up });
  // His student debt, loans and credit limits take the break-up maximum below what he still owes.
  await expect(breakUp.getByRole('paragraph').filter({ hasText: 'Waarschijnlijk kun je niet blijven wonen' })).toBeVisible();
  await breakUp.getByRole('button', { name: `Waarom? – ${nl.scenario_break_up}, jij` }).click();
  const explanation = page.getByRole('dialog', { name: new RegExp(nl.explanation_title.replace('{{scenario}}', nl.scenario_break_up)) });
  const debts = explanation.getByRole('row', { name: new RegExp(`^${nl.figure_obligations_monthly}`) });
  await expect(debts).toBeVisible();
  await expect(debts).not.toContainText(/€\s0/);
  await expect(debts).toContainText(/€\s[1-9]/);
  await explanation.getByRole('button', { name: nl.close }).click();

  await page.goto(officeUrl('vandijk', '/?rekenhulp=refinance'));
  const refinance = page.getByRole('dialog', { name: nl.title_refinance });
  const value = refinance.getByRole('textbox', { name: nl.market_value });
  // Written as every form writes amounts (issue 42 item 2), the sign bound to the number.
  await expect(value).toHaveValue('€\u00a0585.000');
  await refinance.getByRole('combobox', { name: nl.mortgage_label }).click();
  await page.getByRole('option').filter({ hasNotText: '53.42.118.907' }).first().click();
  // The new home on the Ella Fitzgeraldplein, not the home Jan lives in now.
  await expect(value).toHaveValue('€\u00a0690.000');
});
