/**
 * The dashboard's card registry: every card name of screens.config.ts mapped to what draws it, so
 * a new name fails to compile until it has a card. The dashboard feature draws most; the
 * appointments card is the appointments feature's, composed here since a feature never imports
 * another, and is a chunk of its own, loaded when the dashboard shows it.
 */
import { ApplicationSteppersCard, FeedCard, secondaryCard, type DashboardCards } from '../../features/dashboard';
import { lazyPart } from './lazy-part';

export const dashboardCards: DashboardCards = {
  feed: FeedCard,
  applicationStepper: ApplicationSteppersCard,
  mortgageTotals: secondaryCard('mortgageTotals'),
  policyTotals: secondaryCard('policyTotals'),
  hypotheekwacht: secondaryCard('hypotheekwacht'),
  calculators: secondaryCard('calculators'),
  openNow: secondaryCard('openNow'),
  accountManager: secondaryCard('accountManager'),
  visitingAddress: secondaryCard('visitingAddress'),
  appointments: lazyPart(() => import('../../features/appointments').then((module) => module.AppointmentsCard)),
};
