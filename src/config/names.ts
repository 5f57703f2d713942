/**
 * The names screens.config.ts may use. Each union is what a registry in src/app must cover
 * (`Record<ScreenName, …>`), so a typo in the config or a missing registry entry fails to compile.
 */
import type { components } from '../../generated/portal';
import type nlShell from '../../locales/nl/shell.json';

export type Tenant = components['schemas']['Tenant'];

/** The named routes of core §2 and advice §2; links and menus refer to a route by this name. */
export type RouteName =
  | 'dashboard'
  | 'overzicht'
  | 'wonen'
  | 'hypotheek'
  | 'verzekeringen'
  | 'inkomen'
  | 'pensioen'
  | 'verplichtingen'
  | 'contact'
  | 'services'
  | 'documenten'
  | 'berichten'
  | 'taken'
  | 'schades'
  | 'afspraken'
  | 'editInfo'
  | 'portaal'
  | 'login'
  | 'password'
  | 'accountActivation';

/** Screens the signed-in shell renders; two routes may show one screen (dashboard and overzicht). */
export type ScreenName =
  | 'dashboard'
  | 'living'
  | 'mortgages'
  | 'policies'
  | 'income'
  | 'retirement'
  | 'obligations'
  | 'contact'
  | 'services'
  | 'documents'
  | 'inbox'
  | 'tasks'
  | 'damages'
  | 'appointments'
  | 'editInfo'
  | 'assessment';

/** Icons an entry may show; the icon registry maps each to an MUI icon. */
export type IconName =
  | 'dashboard'
  | 'living'
  | 'mortgages'
  | 'policies'
  | 'income'
  | 'retirement'
  | 'obligations'
  | 'contact'
  | 'services'
  | 'documents'
  | 'inbox'
  | 'tasks'
  | 'damages'
  | 'appointments';

/**
 * Where a count next to a menu entry or on a shortcut badge comes from. Menu counts give the
 * number of items of a section; the `new*` sources give the unread counters of core §4.
 */
export type CountSourceName =
  'mortgages' | 'policies' | 'incomes' | 'pensions' | 'obligations' | 'newDocuments' | 'newMessages' | 'newTasks' | 'newDamages' | 'upcomingAppointments';

/** Cards the dashboard may show (the cards themselves come with the dashboard issue). */
export type DashboardCardName =
  | 'feed'
  | 'mortgageTotals'
  | 'policyTotals'
  | 'applicationStepper'
  | 'hypotheekwacht'
  | 'calculators'
  | 'openNow'
  | 'appointments'
  | 'accountManager'
  | 'visitingAddress';

/** Parts of the contact screen that an office can switch (advice §2 "Contact screen"). */
export type ContactPartName = 'messageForm' | 'advisor' | 'accountManager' | 'onlineAppointment' | 'visitingAddress' | 'openingHours';

/**
 * The tenant switches of core §6 and advice §6. `Pick` ties each name to a field of the
 * generated Tenant, so a renamed contract field breaks the build here.
 */
export type TenantSwitch = keyof Pick<
  Tenant,
  | 'show_mortgages'
  | 'show_policies'
  | 'show_income'
  | 'show_obligations'
  | 'online_afspraken_enabled'
  | 'show_account_manager'
  | 'show_opening_hours'
  | 'show_visiting_address'
>;

/** A text of the shell namespace, without its formal `_u` twin (the context picks that). */
export type LabelKey = Exclude<keyof typeof nlShell, `${string}_u`>;
