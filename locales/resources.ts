// Every namespace of every language. Dutch is the reference: another language missing a key of a
// namespace fails to compile (`satisfies`). A new namespace is a JSON per language plus a line here.
import deAuth from './de/auth.json';
import deCommon from './de/common.json';
import deDossier from './de/dossier.json';
import deShell from './de/shell.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enDossier from './en/dossier.json';
import enShell from './en/shell.json';
import nlAuth from './nl/auth.json';
import nlCommon from './nl/common.json';
import nlDossier from './nl/dossier.json';
import nlShell from './nl/shell.json';
import deMessages from './de/messages.json';
import deDashboard from './de/dashboard.json';
import deInbox from './de/inbox.json';
import deTasks from './de/tasks.json';
import deForms from './de/forms.json';
import deEditInfo from './de/edit-info.json';
import enMessages from './en/messages.json';
import enDashboard from './en/dashboard.json';
import enInbox from './en/inbox.json';
import enTasks from './en/tasks.json';
import enForms from './en/forms.json';
import enEditInfo from './en/edit-info.json';
import nlMessages from './nl/messages.json';
import nlDashboard from './nl/dashboard.json';
import nlInbox from './nl/inbox.json';
import nlTasks from './nl/tasks.json';
import nlAppointments from './nl/appointments.json';
import enAppointments from './en/appointments.json';
import deAppointments from './de/appointments.json';
import deSections from './de/sections.json';
import enSections from './en/sections.json';
import nlSections from './nl/sections.json';
import nlCalculators from './nl/calculators.json';
import enCalculators from './en/calculators.json';
import deCalculators from './de/calculators.json';
import nlForms from './nl/forms.json';
import nlEditInfo from './nl/edit-info.json';
import nlSessions from './nl/sessions.json';
import enSessions from './en/sessions.json';
import deSessions from './de/sessions.json';
import nlLabels from './nl/labels.json';
import enLabels from './en/labels.json';
import deLabels from './de/labels.json';
import nlOffer from './nl/offer.json';
import enOffer from './en/offer.json';
import deOffer from './de/offer.json';
import nlWidgets from './nl/widgets.json';
import enWidgets from './en/widgets.json';
import deWidgets from './de/widgets.json';

const nl = {
  common: nlCommon,
  auth: nlAuth,
  shell: nlShell,
  messages: nlMessages,
  dashboard: nlDashboard,
  inbox: nlInbox,
  tasks: nlTasks,
  dossier: nlDossier,
  appointments: nlAppointments,
  sections: nlSections,
  calculators: nlCalculators,
  forms: nlForms,
  editInfo: nlEditInfo,
  sessions: nlSessions,
  labels: nlLabels,
  offer: nlOffer,
  // The advice widgets' words: their bundles import the files themselves (src/widgets/widget-texts.ts).
  widgets: nlWidgets,
};

export const resources = {
  nl,
  en: {
    common: enCommon,
    auth: enAuth,
    shell: enShell,
    messages: enMessages,
    dashboard: enDashboard,
    inbox: enInbox,
    tasks: enTasks,
    dossier: enDossier,
    appointments: enAppointments,
    sections: enSections,
    calculators: enCalculators,
    forms: enForms,
    editInfo: enEditInfo,
    sessions: enSessions,
    labels: enLabels,
    offer: enOffer,
    widgets: enWidgets,
  } satisfies typeof nl,
  de: {
    common: deCommon,
    auth: deAuth,
    shell: deShell,
    messages: deMessages,
    dashboard: deDashboard,
    inbox: deInbox,
    tasks: deTasks,
    dossier: deDossier,
    appointments: deAppointments,
    sections: deSections,
    calculators: deCalculators,
    forms: deForms,
    editInfo: deEditInfo,
    sessions: deSessions,
    labels: deLabels,
    offer: deOffer,
    widgets: deWidgets,
  } satisfies typeof nl,
} as const;

export const namespaces = Object.keys(nl) as (keyof typeof nl)[];
