/**
 * The screen registry: each screen name of screens.config.ts mapped to its lazily loaded code, so
 * every screen is its own chunk, fetched on first visit.
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from '../../config';

export interface ScreenProps {
  /** The screen's title, already translated. */
  title: string;
}

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

export const screens: Readonly<Record<ScreenName, LazyScreen>> = {
  dashboard: lazy(() =>
    Promise.all([import('../../features/dashboard'), import('./dashboard-cards')]).then(([module, { dashboardCards }]) => ({
      default: (props: ScreenProps) => createElement(module.DashboardScreen, { ...props, cards: dashboardCards }),
    })),
  ),
  living: lazy(() => import('../../features/living').then((module) => ({ default: module.LivingScreen }))),
  mortgages: lazy(() => import('../../features/dossier').then((module) => ({ default: module.MortgagesScreen }))),
  policies: lazy(() => import('../../features/dossier').then((module) => ({ default: module.PoliciesScreen }))),
  income: lazy(() => import('../../features/income').then((module) => ({ default: module.IncomeScreen }))),
  retirement: lazy(() => import('../../features/retirement').then((module) => ({ default: module.RetirementScreen }))),
  obligations: lazy(() => import('../../features/obligations').then((module) => ({ default: module.ObligationsScreen }))),
  contact: lazy(() =>
    Promise.all([import('../../features/contact'), import('./contact-parts')]).then(([module, { contactParts }]) => ({
      default: (props: ScreenProps) => createElement(module.ContactScreen, { ...props, parts: contactParts }),
    })),
  ),
  services: lazy(() => import('../../features/services').then((module) => ({ default: module.ServicesScreen }))),
  documents: lazy(() => import('../../features/dossier').then((module) => ({ default: module.DocumentsScreen }))),
  inbox: lazy(() => import('../../features/inbox').then((module) => ({ default: module.InboxScreen }))),
  tasks: lazy(() => import('../../features/tasks').then((module) => ({ default: module.TasksScreen }))),
  damages: lazy(() => import('../../features/dossier').then((module) => ({ default: module.DamagesScreen }))),
  appointments: lazy(() => import('../../features/appointments').then((module) => ({ default: module.AppointmentsScreen }))),
  editInfo: lazy(() => import('../../features/edit-info').then((module) => ({ default: module.EditInfoScreen }))),
  assessment: lazy(() => import('../../features/assessment').then((module) => ({ default: module.AssessmentScreen }))),
};
