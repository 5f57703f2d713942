/**
 * The screen registry: each screen name of screens.config.ts mapped to its lazily loaded code, so
 * every screen is its own chunk, fetched on first visit (or preloaded: the home screen with the shell).
 */
import { createElement } from 'react';
import type { ScreenName } from '../../config';
import { preloadable, type Preloadable } from '../../ui/preloadable';

export interface ScreenProps {
  /** The screen's title, already translated. */
  title: string;
}

export const screens: Readonly<Record<ScreenName, Preloadable<ScreenProps>>> = {
  dashboard: preloadable(() =>
    Promise.all([import('../../features/dashboard'), import('./dashboard-cards')]).then(
      ([module, { dashboardCards }]) => {
        const cards = dashboardCards(module);
        return (props: ScreenProps) => createElement(module.DashboardScreen, { ...props, cards });
      },
    ),
  ),
  living: preloadable(() => import('../../features/living').then((module) => module.LivingScreen)),
  mortgages: preloadable(() => import('../../features/dossier').then((module) => module.MortgagesScreen)),
  policies: preloadable(() => import('../../features/dossier').then((module) => module.PoliciesScreen)),
  income: preloadable(() => import('../../features/income').then((module) => module.IncomeScreen)),
  retirement: preloadable(() => import('../../features/retirement').then((module) => module.RetirementScreen)),
  obligations: preloadable(() => import('../../features/obligations').then((module) => module.ObligationsScreen)),
  contact: preloadable(() =>
    Promise.all([import('../../features/contact'), import('./contact-parts')]).then(
      ([module, { contactParts }]) =>
        (props: ScreenProps) =>
          createElement(module.ContactScreen, { ...props, parts: contactParts }),
    ),
  ),
  services: preloadable(() => import('../../features/services').then((module) => module.ServicesScreen)),
  documents: preloadable(() => import('../../features/dossier').then((module) => module.DocumentsScreen)),
  inbox: preloadable(() => import('../../features/inbox').then((module) => module.InboxScreen)),
  tasks: preloadable(() => import('../../features/tasks').then((module) => module.TasksScreen)),
  damages: preloadable(() => import('../../features/dossier').then((module) => module.DamagesScreen)),
  appointments: preloadable(() => import('../../features/appointments').then((module) => module.AppointmentsScreen)),
  editInfo: preloadable(() => import('../../features/edit-info').then((module) => module.EditInfoScreen)),
  assessment: preloadable(() => import('../../features/assessment').then((module) => module.AssessmentScreen)),
};
