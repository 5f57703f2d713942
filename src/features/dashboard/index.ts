export { DashboardScreen, type DashboardCards } from './dashboard-screen';
