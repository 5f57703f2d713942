/**
 * The second half of the accessibility walk (audit-walk.spec.ts): services, documents, messages,
 * tasks, damages and appointments with their dialogs, the own-data tabs and the assessment.
 */
import { png } from '../../../src/server/seed/files';
import appointments from '../../../locales/nl/appointments.json' with { type: 'json' };
import dossier from '../../../locales/nl/dossier.json' with { type: 'json' };
import editInfo from '../../../locales/nl/edit-info.json' with { type: 'json' };
import forms from '../../../locales/nl/forms.json' with { type: 'json' };
import inbox from '../../../locales/nl/inbox.json' with { type: 'json' };
import messages from '../../../locales/nl/messages.json' with { type: 'json' };
import { button, dialog, errorSummary, expect, opens, type Stop } from './audit-walk';

export const DOSSIER_STOPS: readonly Stop[] = [
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
  {
    // A task read once moves to the read tab, so the walk opens one read already: the walk at the
    // other width, on the same server, finds it where this one left it.
    name: 'task',
    path: '/taken',
    open: async (page) => {
      await page.getByRole('tab', { name: messages.tab_read }).click();
      await opens(page, button(page, /Taxatieafspraak bevestigen/));
    },
  },
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
      // A first name may be left out; a last name may not, so the form refuses to save.
      await page.getByLabel(forms.last_name).fill('');
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
