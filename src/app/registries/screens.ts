/**
 * The screen registry: each screen name of screens.config.ts mapped to its lazily loaded code, so
 * every screen is its own chunk, fetched on first visit. Screens that later issues build show the
 * shared SectionScreen (the section's title as heading) until then.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from '../../config';

export interface ScreenProps {
  /** The screen's title, already translated. */
  title: string;
}

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

const sectionScreen: LazyScreen = lazy(() => import('../../ui/section-screen').then((module) => ({ default: module.SectionScreen })));

export const screens: Readonly<Record<ScreenName, LazyScreen>> = {
  dashboard: lazy(() => import('../../features/dashboard').then((module) => ({ default: module.DashboardScreen }))),
  living: sectionScreen,
  mortgages: lazy(() => import('../../features/dossier').then((module) => ({ default: module.MortgagesScreen }))),
  policies: lazy(() => import('../../features/dossier').then((module) => ({ default: module.PoliciesScreen }))),
  income: sectionScreen,
  retirement: sectionScreen,
  obligations: sectionScreen,
  contact: sectionScreen,
  services: sectionScreen,
  documents: lazy(() => import('../../features/dossier').then((module) => ({ default: module.DocumentsScreen }))),
  inbox: lazy(() => import('../../features/inbox').then((module) => ({ default: module.InboxScreen }))),
  tasks: lazy(() => import('../../features/tasks').then((module) => ({ default: module.TasksScreen }))),
  damages: lazy(() => import('../../features/dossier').then((module) => ({ default: module.DamagesScreen }))),
  appointments: sectionScreen,
  editInfo: lazy(() => import('../../features/edit-info').then((module) => ({ default: module.EditInfoScreen }))),
  assessment: sectionScreen,
};
