// Labels that arrive from the office's system as Dutch text (issue 42, item 11): Jan's income,
// obligations, living and policies screens at 375 px in English and German show none of them in
// Dutch. Office-written names (a policy's or an income's title) may stay Dutch, so only the places
// a known label or kind goes are read: list terms, their kind values, headings, chart legends and
// the policy rows' kind line. So do the booking dialog's categories and the profile drawer's home.
import { expect, type Page } from '@playwright/test';
import deAppointments from '../../locales/de/appointments.json' with { type: 'json' };
import de from '../../locales/de/sections.json' with { type: 'json' };
import deLabels from '../../locales/de/labels.json' with { type: 'json' };
import deShell from '../../locales/de/shell.json' with { type: 'json' };
import enAppointments from '../../locales/en/appointments.json' with { type: 'json' };
import en from '../../locales/en/sections.json' with { type: 'json' };
import enLabels from '../../locales/en/labels.json' with { type: 'json' };
import enShell from '../../locales/en/shell.json' with { type: 'json' };
import { seriousAxeFindings } from './support/axe';
import { settled } from './support/settled';
import { profileButton } from './support/shell';
import { openSignedIn, test } from './support/sign-in';

const JAN = 'jan.devries@example.nl';

// Jan's labels and kinds as his office's system writes them; Bank, Auto and Einddatum are left
// out where the languages share or nearly share the word.
const DUTCH = new Set([
  'Functie',
  'Dienstverband',
  'In dienst sinds',
  'Bruto jaarsalaris',
  'Vakantiegeld',
  'Eindejaarsuitkering',
  'KvK-nummer',
  'Winst 2025',
  'Winst 2024',
  'Uitkerende instantie',
  'Per maand',
  'Omschrijving',
  'Kale huur per maand',
  'Aantal kinderen',
  'Kredietlimiet',
  'Huidig saldo',
  'Rekeningnummer',
  'Kredietverstrekker',
  'Contractnummer',
  'Oorspronkelijk bedrag',
  'Opgenomen',
  'Verstrekker',
  'Persoon',
  'Aflosfase',
  'Oorspronkelijke schuld',
  'Stelsel',
  'Ontvanger',
  'Fiscaal aftrekbaar per jaar',
  'Partneralimentatie ex-partner',
  'Roodstand betaalrekening',
  'Persoonlijke lening',
  'Doorlopend krediet',
  'Studievoorschot',
  'Studieschuld',
  'Tussenwoning',
  'woonfunctie',
  'in gebruik',
  'Inboedel',
  'Opstal',
  'Brand',
  'Levensverzekering/risico',
  'Motorrijtuigen',
  'Rechtsbijstand',
  'Bromfiets',
  'Dekking',
  'Eigen risico',
  'Gezinssamenstelling',
  'Verzekerd bedrag inboedel',
  'Kostbaarheden',
]);

/** The texts where a known label or kind goes, each part of a "kind · amount" line apart. */
async function labelTexts(page: Page): Promise<string[]> {
  const texts = await page
    .locator('main dt, main dd, main h2, main h3, main ul li, main .MuiListItemText-secondary, [role="dialog"] dt, [role="dialog"] dd')
    .allTextContents();
  // A chart legend reads "kind: amount".
  return texts.flatMap((text) => text.split(' · ')).flatMap((text) => [text.trim(), text.split(': ')[0]?.trim() ?? '']);
}

/** None of the known Dutch labels, and `translated` among the texts read: the right places are read. */
async function expectNoDutch(page: Page, translated: string) {
  await settled(page);
  const read = await labelTexts(page);
  expect(read).toContain(translated);
  expect(read.filter((text) => DUTCH.has(text))).toEqual([]);
  expect((await seriousAxeFindings(page)).map((finding) => finding.id)).toEqual([]);
}

for (const [language, texts, labels] of [
  ['en', en, enLabels],
  ['de', de, deLabels],
] as const) {
  test(`Jan's income, obligations, living and policies speak ${language} labels at 375 px`, async ({ page, signedIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await openSignedIn(page, await signedIn('vandijk', JAN), '/inkomen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: texts.income_chart })).toBeVisible();
    await expectNoDutch(page, labels.income_gross_salary);

    for (const [path, translated] of [
      ['/verplichtingen', labels.obligation_credit_limit],
      ['/wonen', labels.house_terraced],
      ['/verzekeringen', labels.policy_contents],
    ] as const) {
      await page.goto(page.url().replace(/\/[a-z]*$/, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main dt, main .MuiListItemText-secondary').first()).toBeVisible();
      await expectNoDutch(page, translated);
    }

    await page.getByRole('button', { name: /Inboedelverzekering/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Inboedelverzekering' });
    await expect(drawer.getByText(labels.policy_contents, { exact: true })).toBeVisible();
    await expectNoDutch(page, labels.policy_detail_excess);
  });
}

for (const [language, appointments, shell, labels] of [
  ['en', enAppointments, enShell, enLabels],
  ['de', deAppointments, deShell, deLabels],
] as const) {
  test(`the booking categories and the profile drawer's home speak ${language} at 375 px`, async ({ page, signedIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await openSignedIn(page, await signedIn('vandijk', JAN), '/afspraken');
    await page.getByRole('button', { name: appointments.make_appointment_online }).click();
    const dialog = page.getByRole('dialog', { name: appointments.dialog_title });
    await dialog.getByRole('combobox', { name: appointments.category }).click();
    await expect(page.getByRole('option')).toHaveText([labels.appointment_category_mortgages, labels.appointment_category_insurance]);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: appointments.stop_booking }).click();
    await expect(dialog).toBeHidden();

    await profileButton(page, shell).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^${shell.profile_title}`) });
    await expect(drawer.getByText(labels.house_terraced, { exact: true })).toBeVisible();
    await expect(drawer.getByText('Tussenwoning', { exact: true })).toHaveCount(0);
  });
}
