/**
 * Dashboard cards that other features build, by the card names of screens.config.ts. The
 * dashboard feature draws its own cards; these it gets from here, since a feature never imports
 * another. Each card is its own chunk, loaded when the dashboard shows it.
 */
import type { DashboardCards } from '../../features/dashboard';
import { lazyPart } from './lazy-part';

export const dashboardCards: DashboardCards = {
  appointments: lazyPart(() => import('../../features/appointments').then((module) => module.AppointmentsCard)),
};
