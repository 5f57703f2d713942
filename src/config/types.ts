/**
 * The shape of screens.config.ts: plain data naming routes, screens, icons, texts and count
 * sources by string. Each entry may name the tenant switch that shows it; an entry that points to
 * a route is also hidden when that route is.
 */
import type { EditTabEntry, FormEntry, FormName } from './forms';
import type { ContactPartName, CountSourceName, DashboardCardName, IconName, LabelKey, RouteName, ScreenName, TenantSwitch } from './names';

/** A screen of the signed-in portal. `path` uses react-router syntax; `:tab?` is optional. */
export interface SignedInRoute {
  path: string;
  screen: ScreenName;
  /** The heading of the screen and its menu label, unless the menu entry names its own. */
  title: LabelKey;
  switch?: TenantSwitch;
  /** Query parameters the screen reads, for example `partner` of portaal. */
  query?: readonly string[];
}

/** A screen of the signed-out portal (sign-in); the shell only redirects these to the dashboard. */
export interface SignedOutRoute {
  path: string;
  signedOut: true;
}

export type RouteEntry = SignedInRoute | SignedOutRoute;

/** An entry of the side menu. */
export interface MenuEntry {
  to: RouteName;
  icon: IconName;
  label?: LabelKey;
  count?: CountSourceName;
  switch?: TenantSwitch;
}

/** An icon button in the header, or a shortcut in the profile drawer, with a badge of new items. */
export interface ShortcutEntry {
  to: RouteName;
  icon: IconName;
  label?: LabelKey;
  badge?: CountSourceName;
  switch?: TenantSwitch;
}

/** A named part of a screen that an office can switch off (dashboard cards, contact parts). */
export interface PartEntry<Name extends string> {
  name: Name;
  switch?: TenantSwitch;
}

export interface ScreensConfig {
  /** Every named route; the order does not matter. */
  routes: Readonly<Record<RouteName, RouteEntry>>;
  /** The side menu, top to bottom. */
  menu: readonly MenuEntry[];
  /** Header icons, left to right; below 1200 px they move into the profile drawer. */
  header: readonly ShortcutEntry[];
  /** Shortcuts in the profile drawer, top to bottom. */
  profileDrawer: readonly ShortcutEntry[];
  /** Dashboard cards, top to bottom. */
  dashboard: readonly PartEntry<DashboardCardName>[];
  /** Parts of the contact screen, top to bottom. */
  contact: readonly PartEntry<ContactPartName>[];
  /** Tabs of the edit-info screen, top to bottom. */
  editTabs: readonly EditTabEntry[];
  /** Every form: the contract schema it renders and how its fields show. */
  forms: Readonly<Record<FormName, FormEntry>>;
}
