/**
 * The dashboard's card registry: every card name of screens.config.ts mapped to what draws it, so
 * a new name fails to compile until it has a card. The dashboard feature draws most; the
 * appointments card is the appointments feature's, composed here since a feature never imports
 * another, and is a chunk of its own, loaded when the dashboard shows it.
 */
import type { DashboardCards } from '../../features/dashboard';
import { lazyPart } from './lazy-part';

// The dashboard's module comes from the screen registry, which loads it: imported here as well, it
// could not be a chunk that loads on its own.
type Dashboard = typeof import('../../features/dashboard');

const appointments = lazyPart(() => import('../../features/appointments').then((module) => module.AppointmentsCard));

export const dashboardCards = ({ FeedCard, ApplicationSteppersCard, secondaryCard }: Dashboard): DashboardCards => ({
  feed: FeedCard,
  applicationStepper: ApplicationSteppersCard,
  mortgageTotals: secondaryCard('mortgageTotals'),
  policyTotals: secondaryCard('policyTotals'),
  hypotheekwacht: secondaryCard('hypotheekwacht'),
  calculators: secondaryCard('calculators'),
  openNow: secondaryCard('openNow'),
  accountManager: secondaryCard('accountManager'),
  visitingAddress: secondaryCard('visitingAddress'),
  appointments,
});
