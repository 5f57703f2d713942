/**
 * The stops of the accessibility walk (shell.spec.ts): every screen of Jan de Vries at Van Dijk,
 * the office with every section on, and every dialog, drawer and error state a customer can open
 * on it, each reached the way a customer reaches it. Opening a stop changes nothing that a later
 * stop depends on: forms are sent empty (their errors are the state audited), nothing is booked.
 */
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { png } from '../../../src/server/seed/files';
import appointments from '../../../locales/nl/appointments.json' with { type: 'json' };
import calculators from '../../../locales/nl/calculators.json' with { type: 'json' };
import dashboard from '../../../locales/nl/dashboard.json' with { type: 'json' };
import dossier from '../../../locales/nl/dossier.json' with { type: 'json' };
import editInfo from '../../../locales/nl/edit-info.json' with { type: 'json' };
import forms from '../../../locales/nl/forms.json' with { type: 'json' };
import inbox from '../../../locales/nl/inbox.json' with { type: 'json' };
import sections from '../../../locales/nl/sections.json' with { type: 'json' };
import shell from '../../../locales/nl/shell.json' with { type: 'json' };

// A drawer or dialog brings its code with it on first opening: on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });

export interface Stop {
  name: string;
  path: string;
  /** What the customer does on the screen to reach the state audited; absent for the screen itself. */
  open?: (page: Page) => Promise<unknown>;
}

const dialog = (page: Page, name?: string | RegExp) => (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')).last();
const button = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('button', { name }).first();
const errorSummary = (scope: Page | Locator) => scope.getByRole('alert').filter({ hasText: forms.errors_title });

/** Clicks `trigger` and expects the dialog named `name` to show. */
async function opens(page: Page, trigger: Locator, name?: string | RegExp): Promise<Locator> {
  await trigger.click();
  const opened = dialog(page, name);
  await expect(opened).toBeVisible();
  return opened;
}

/** A calculator's card on the dashboard, named by its kind and its title. */
const calculator = (page: Page, title: string) => button(page, new RegExp(`^${dashboard.calculator_kind}\\s*${title}`));

async function scenarios(page: Page): Promise<Locator> {
  const drawer = await opens(page, calculator(page, dashboard.calculator_scenarios), calculators.title_scenarios);
  await expect(drawer.getByRole('heading', { name: calculators.overall_title })).toBeVisible({ timeout: 15_000 });
  return drawer;
}

/** Step 1 of the booking dialog with a type chosen, ready for step 2. */
async function bookingFirstStep(page: Page): Promise<Locator> {
  const booking = await opens(page, button(page, appointments.make_appointment_online), appointments.dialog_title);
  await booking.getByRole('combobox', { name: appointments.category }).click();
  await page.getByRole('option', { name: 'Hypotheken' }).click();
  await booking.getByRole('combobox', { name: appointments.type }).click();
  await page.getByRole('option', { name: 'Hypotheekcheck' }).click();
  return booking;
}

async function bookingTimes(page: Page): Promise<Locator> {
  const booking = await bookingFirstStep(page);
  await button(booking, appointments.next).click();
  await booking.getByRole('button', { name: appointments.week_next }).click();
  await booking
    .getByRole('button', { name: / om \d\d:\d\d$/ })
    .first()
    .click();
  return booking;
}

export const STOPS: readonly Stop[] = [
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
        button(await scenarios(page), `Waarom? – ${calculators.scenario_retirement}, Jan`),
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
      await button(booking, appointments.next).click();
      await expect(booking.getByLabel(appointments.description)).toBeVisible();
    },
  },
  { name: 'services', path: '/diensten' },
  { name: 'documents', path: '/documenten' },
  { name: 'document upload dialog', path: '/documenten', open: (page) => opens(page, button(page, dossier.upload_document)) },
  {
    name: 'document viewer',
    path: '/documenten',
    open: (page) => opens(page, button(page, dossier.open_named.replace('{{name}}', 'Hypotheekofferte ABN AMRO 2019')), 'Hypotheekofferte ABN AMRO 2019'),
  },
  {
    name: 'delete confirmation',
    path: '/documenten',
    open: (page) => opens(page, button(page, dossier.delete_named.replace('{{name}}', 'Salarisstrook oktober')), dossier.delete_confirm_title),
  },
  { name: 'inbox', path: '/berichten' },
  {
    name: 'message form with errors',
    path: '/berichten',
    open: async (page) => {
      const form = await opens(page, button(page, inbox.send_open));
      await expect(form.getByRole('combobox', { name: inbox.category })).toBeVisible();
      await button(form, inbox.send).click();
      await expect(errorSummary(form)).toBeFocused();
    },
  },
  { name: 'tasks', path: '/taken' },
  { name: 'task', path: '/taken', open: (page) => opens(page, button(page, /Getekende koopovereenkomst/)) },
  { name: 'damages', path: '/schades' },
  {
    name: 'damage report with errors',
    path: '/schades',
    open: async (page) => {
      const report = await opens(page, button(page, dossier.report_damage), dossier.report_title);
      await expect(report.getByRole('textbox', { name: dossier.field_amount })).toBeVisible();
      await button(report, dossier.submit).click();
      await expect(errorSummary(report)).toBeVisible();
    },
  },
  { name: 'appointments', path: '/afspraken' },
  { name: 'cancel confirmation', path: '/afspraken', open: (page) => opens(page, button(page, appointments.cancel), appointments.cancel_title) },
  ...['person', 'income', 'living', 'mortgage', 'account', 'contact'].map((tab) => ({ name: `edit ${tab}`, path: `/gegevens/${tab}` })),
  {
    name: 'edit person with errors',
    path: '/gegevens/person',
    open: async (page) => {
      await page.getByLabel(forms.first_name).fill('');
      await button(page, editInfo.save).click();
      await expect(errorSummary(page)).toBeVisible();
    },
  },
  {
    name: 'avatar editor',
    path: '/gegevens/account',
    open: async (page) => {
      const chooser = page.waitForEvent('filechooser');
      await button(page, editInfo.avatar_choose).click();
      await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(600, 400, '#C62828', '#FFFFFF').content });
      await expect(dialog(page, editInfo.avatar_crop_title)).toBeVisible();
    },
  },
  {
    name: 'password change with errors',
    path: '/gegevens/account',
    open: async (page) => {
      await button(page, editInfo.password_change).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  { name: 'assessment', path: '/portaal' },
];
