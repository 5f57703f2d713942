/**
 * The first half of the accessibility walk (audit-walk.spec.ts): the dashboard with its drawers and
 * calculators, the sections, and contact with the booking dialog up to its last step.
 */
import type { Locator, Page } from '@playwright/test';
import appointments from '../../../locales/nl/appointments.json' with { type: 'json' };
import calculators from '../../../locales/nl/calculators.json' with { type: 'json' };
import dashboard from '../../../locales/nl/dashboard.json' with { type: 'json' };
import dossier from '../../../locales/nl/dossier.json' with { type: 'json' };
import inbox from '../../../locales/nl/inbox.json' with { type: 'json' };
import sections from '../../../locales/nl/sections.json' with { type: 'json' };
import shell from '../../../locales/nl/shell.json' with { type: 'json' };
import { button, dialog, expect, opens, type Stop } from './audit-walk';

/** A calculator's card on the dashboard, named by its kind and its title. */
const calculator = (page: Page, title: string) => button(page, new RegExp(`^${dashboard.calculator_kind}\\s*${title}`));

async function scenarios(page: Page): Promise<Locator> {
  const drawer = await opens(page, calculator(page, dashboard.calculator_scenarios), calculators.title_scenarios);
  await expect(drawer.getByRole('heading', { name: calculators.overall_title })).toBeVisible();
  return drawer;
}

/** The booking's own next button; "Volgende week" also holds its name. */
const next = (booking: Locator) => booking.getByRole('button', { name: appointments.next, exact: true });

/** Step 1 of the booking dialog with a type chosen, ready for step 2. */
async function bookingFirstStep(page: Page): Promise<Locator> {
  const booking = await opens(page, button(page, appointments.make_appointment_online), appointments.dialog_title);
  await booking.getByRole('combobox', { name: appointments.category }).click();
  await page.getByRole('option', { name: 'Hypotheken' }).click();
  await booking.getByRole('combobox', { name: appointments.type }).click();
  await page.getByRole('option', { name: 'Hypotheekcheck' }).click();
  await expect(next(booking)).toBeEnabled();
  return booking;
}

/** Step 2 of the booking dialog a week after the first with a time, its first time chosen. */
async function bookingTimes(page: Page): Promise<Locator> {
  const booking = await bookingFirstStep(page);
  await next(booking).click();
  await expect(booking.getByRole('radiogroup', { name: appointments.times })).toBeVisible();
  await booking.getByRole('button', { name: appointments.week_next }).click();
  await expect(booking.getByRole('button', { name: appointments.week_previous })).toBeEnabled();
  const time = booking.getByRole('radio', { name: / om \d\d:\d\d$/ }).first();
  await time.check();
  await expect(time).toBeChecked();
  return booking;
}

export const DASHBOARD_STOPS: readonly Stop[] = [
  { name: 'dashboard', path: '/' },
  {
    name: 'profile drawer',
    path: '/',
    open: (page) => opens(page, page.getByRole('button', { name: new RegExp(`^${shell.profile_open}`) }), shell.profile_title),
  },
  { name: 'scenarios drawer', path: '/', open: scenarios },
  {
    name: 'scenario explanation',
    path: '/',
    open: async (page) =>
      opens(
        page,
        button(await scenarios(page), `Waarom? – ${calculators.scenario_retirement}, ${calculators.who_applicant_unnamed}`),
        new RegExp(calculators.explanation_title.replace('{{scenario}}', calculators.scenario_retirement)),
      ),
  },
  {
    name: 'calculation principles drawer',
    path: '/',
    open: async (page) => {
      const principles = await opens(page, button(await scenarios(page), calculators.principles_button), calculators.principles_title);
      await expect(principles.getByText(/470\.000/)).toBeVisible();
    },
  },
  {
    name: 'maximum mortgage drawer',
    path: '/',
    open: (page) => opens(page, calculator(page, dashboard.calculator_maximum_mortgage), calculators.title_maximum_mortgage),
  },
  // A phone shows two calculator cards; the others open by the address their cards set.
  { name: 'refinance drawer', path: '/?rekenhulp=refinance', open: (page) => expect(dialog(page, calculators.title_refinance)).toBeVisible() },
  { name: 'sustainability drawer', path: '/?rekenhulp=sustainability', open: (page) => expect(dialog(page, calculators.title_sustainability)).toBeVisible() },
  { name: 'feed message', path: '/', open: (page) => opens(page, button(page, /Je rentevoorstel van de Rabobank/)) },
  { name: 'living', path: '/wonen' },
  { name: 'mortgages', path: '/hypotheek' },
  { name: 'mortgage drawer', path: '/hypotheek', open: (page) => opens(page, button(page, /Ella Fitzgeraldplein 27/), /Ella Fitzgeraldplein 27/) },
  {
    name: 'upload dialog',
    path: '/hypotheek',
    open: async (page) =>
      opens(
        page,
        button(await opens(page, button(page, /Ella Fitzgeraldplein 27/), /Ella Fitzgeraldplein 27/), dossier.upload_documents),
        dossier.upload_modal_title,
      ),
  },
  { name: 'policies', path: '/verzekeringen' },
  { name: 'policy drawer', path: '/verzekeringen', open: (page) => opens(page, button(page, /Inboedelverzekering/), 'Inboedelverzekering') },
  { name: 'income', path: '/inkomen' },
  { name: 'retirement', path: '/pensioen' },
  {
    name: 'pension explanation',
    path: '/pensioen',
    open: async (page) => {
      await button(page, sections.pension_info_about.replace('{{term}}', sections.pension_survivor_before)).click();
      await expect(page.getByText(sections.pension_survivor_before_info)).toBeVisible();
    },
  },
  { name: 'obligations', path: '/verplichtingen' },
  { name: 'contact', path: '/contact' },
  {
    name: 'contact form with errors',
    path: '/contact',
    open: async (page) => {
      await button(page, inbox.send).click();
      await expect(page.getByRole('alert').filter({ hasText: inbox.subject_required })).toBeVisible();
    },
  },
  { name: 'booking, step 1', path: '/contact', open: (page) => opens(page, button(page, appointments.make_appointment_online), appointments.dialog_title) },
  { name: 'booking, step 1 chosen', path: '/contact', open: bookingFirstStep },
  { name: 'booking, step 2', path: '/contact', open: bookingTimes },
  {
    name: 'booking, step 3',
    path: '/contact',
    open: async (page) => {
      const booking = await bookingTimes(page);
      await next(booking).click();
      await expect(booking.getByLabel(appointments.description)).toBeVisible();
    },
  },
];
