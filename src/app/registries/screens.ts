/**
 * The screen registry: each screen name of screens.config.ts mapped to its lazily loaded code, so
 * every screen is its own chunk, fetched on first visit (or preloaded: the home screen with the shell).
 */
import { createElement } from 'react';
import type { ScreenName } from '../../config';
import { lazyWithPreload, type LazyWithPreload } from '../../ui/lazy-with-preload';

export interface ScreenProps {
  /** The screen's title, already translated. */
  title: string;
}

export const screens: Readonly<Record<ScreenName, LazyWithPreload<ScreenProps>>> = {
  dashboard: lazyWithPreload(() =>
    Promise.all([import('../../features/dashboard'), import('./dashboard-cards')]).then(([module, { dashboardCards }]) => {
      const cards = dashboardCards(module);
      return { default: (props: ScreenProps) => createElement(module.DashboardScreen, { ...props, cards }) };
    }),
  ),
  living: lazyWithPreload(() => import('../../features/living').then((module) => ({ default: module.LivingScreen }))),
  mortgages: lazyWithPreload(() => import('../../features/dossier').then((module) => ({ default: module.MortgagesScreen }))),
  policies: lazyWithPreload(() => import('../../features/dossier').then((module) => ({ default: module.PoliciesScreen }))),
  income: lazyWithPreload(() => import('../../features/income').then((module) => ({ default: module.IncomeScreen }))),
  retirement: lazyWithPreload(() => import('../../features/retirement').then((module) => ({ default: module.RetirementScreen }))),
  obligations: lazyWithPreload(() => import('../../features/obligations').then((module) => ({ default: module.ObligationsScreen }))),
  contact: lazyWithPreload(() =>
    Promise.all([import('../../features/contact'), import('./contact-parts')]).then(([module, { contactParts }]) => ({
      default: (props: ScreenProps) => createElement(module.ContactScreen, { ...props, parts: contactParts }),
    })),
  ),
  services: lazyWithPreload(() => import('../../features/services').then((module) => ({ default: module.ServicesScreen }))),
  documents: lazyWithPreload(() => import('../../features/dossier').then((module) => ({ default: module.DocumentsScreen }))),
  inbox: lazyWithPreload(() => import('../../features/inbox').then((module) => ({ default: module.InboxScreen }))),
  tasks: lazyWithPreload(() => import('../../features/tasks').then((module) => ({ default: module.TasksScreen }))),
  damages: lazyWithPreload(() => import('../../features/dossier').then((module) => ({ default: module.DamagesScreen }))),
  appointments: lazyWithPreload(() => import('../../features/appointments').then((module) => ({ default: module.AppointmentsScreen }))),
  editInfo: lazyWithPreload(() => import('../../features/edit-info').then((module) => ({ default: module.EditInfoScreen }))),
  assessment: lazyWithPreload(() => import('../../features/assessment').then((module) => ({ default: module.AssessmentScreen }))),
};
