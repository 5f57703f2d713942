export { DashboardScreen, type DashboardCards } from './dashboard-screen';
export { FEED_SOURCES } from './use-feed-sources';
