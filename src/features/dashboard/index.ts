export { ApplicationSteppersCard, FeedCard, secondaryCard } from './dashboard-cards';
export { DashboardScreen, type DashboardCards } from './dashboard-screen';
