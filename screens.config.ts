/**
 * What the portal shows, per tenant switch. Plain data: routes, side menu, header icons,
 * profile-drawer shortcuts, dashboard cards and contact parts, each naming the tenant switch that
 * shows it. Everything is named by string; the names are checked at compile time (src/config) and
 * mapped to code by the registries in src/app. README "Screens and menu (for product owners)"
 * explains how to hide, add or reorder an entry.
 */
import { defineScreens, type ShortcutEntry } from './src/config';

// The header icons; the profile drawer offers the same shortcuts (core §2).
const shortcuts: readonly ShortcutEntry[] = [
  { to: 'documenten', icon: 'documents', badge: 'newDocuments' },
  { to: 'berichten', icon: 'inbox', badge: 'newMessages' },
  { to: 'taken', icon: 'tasks', badge: 'newTasks' },
  { to: 'schades', icon: 'damages', badge: 'newDamages', switch: 'show_policies' },
  { to: 'afspraken', icon: 'appointments', badge: 'upcomingAppointments', switch: 'online_afspraken_enabled' },
];

export default defineScreens({
  routes: {
    dashboard: { path: '/', screen: 'dashboard', title: 'screen_dashboard' },
    overzicht: { path: '/overzicht', screen: 'dashboard', title: 'screen_dashboard' },
    wonen: { path: '/wonen', screen: 'living', title: 'screen_living' },
    hypotheek: { path: '/hypotheek', screen: 'mortgages', title: 'screen_mortgages', switch: 'show_mortgages' },
    verzekeringen: { path: '/verzekeringen', screen: 'policies', title: 'screen_policies', switch: 'show_policies' },
    inkomen: { path: '/inkomen', screen: 'income', title: 'screen_income', switch: 'show_income' },
    pensioen: { path: '/pensioen', screen: 'retirement', title: 'screen_retirement', switch: 'show_income' },
    verplichtingen: { path: '/verplichtingen', screen: 'obligations', title: 'screen_obligations', switch: 'show_obligations' },
    contact: { path: '/contact', screen: 'contact', title: 'screen_contact' },
    services: { path: '/diensten', screen: 'services', title: 'screen_services' },
    documenten: { path: '/documenten', screen: 'documents', title: 'screen_documents' },
    berichten: { path: '/berichten', screen: 'inbox', title: 'screen_inbox' },
    taken: { path: '/taken', screen: 'tasks', title: 'screen_tasks' },
    schades: { path: '/schades', screen: 'damages', title: 'screen_damages', switch: 'show_policies' },
    afspraken: { path: '/afspraken', screen: 'appointments', title: 'screen_appointments', switch: 'online_afspraken_enabled' },
    editInfo: { path: '/gegevens/:tab?', screen: 'editInfo', title: 'screen_edit_info' },
    portaal: { path: '/portaal/:type', screen: 'assessment', title: 'screen_assessment', query: ['partner'] },
    login: { path: '/login', signedOut: true },
    password: { path: '/wachtwoord', signedOut: true },
    accountActivation: { path: '/account-activeren', signedOut: true },
  },

  menu: [
    { to: 'dashboard', icon: 'dashboard' },
    { to: 'wonen', icon: 'living' },
    { to: 'hypotheek', icon: 'mortgages', count: 'mortgages' },
    { to: 'verzekeringen', icon: 'policies', count: 'policies' },
    { to: 'inkomen', icon: 'income', count: 'incomes' },
    { to: 'pensioen', icon: 'retirement', count: 'pensions' },
    { to: 'verplichtingen', icon: 'obligations', count: 'obligations' },
    { to: 'contact', icon: 'contact' },
    { to: 'services', icon: 'services' },
  ],

  header: shortcuts,
  profileDrawer: shortcuts,

  dashboard: [
    { name: 'feed' },
    { name: 'applicationStepper', switch: 'show_mortgages' },
    { name: 'mortgageTotals', switch: 'show_mortgages' },
    { name: 'policyTotals', switch: 'show_policies' },
    { name: 'hypotheekwacht', switch: 'show_mortgages' },
    { name: 'calculators' },
    { name: 'appointments', switch: 'online_afspraken_enabled' },
    { name: 'openNow', switch: 'show_opening_hours' },
    { name: 'accountManager', switch: 'show_account_manager' },
    { name: 'visitingAddress', switch: 'show_visiting_address' },
  ],

  contact: [
    { name: 'messageForm' },
    { name: 'advisor' },
    { name: 'accountManager', switch: 'show_account_manager' },
    { name: 'onlineAppointment', switch: 'online_afspraken_enabled' },
    { name: 'visitingAddress', switch: 'show_visiting_address' },
    { name: 'openingHours', switch: 'show_opening_hours' },
  ],
});
