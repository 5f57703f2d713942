/**
 * The config as one office sees it: hidden entries gone, each count marked as runnable or not,
 * and per data kind whether it may be fetched. Pure, so the shell, the tests and a product owner's
 * changed copy of the config resolve the same way; components read this, never a tenant switch.
 */
import { COUNT_SOURCE_DATA, DATA_SWITCH, dataLoads, type DataName } from './data';
import type { EditTabName, FormEntry, FormName } from './forms';
import type { ContactPartName, CountSourceName, DashboardCardName, IconName, LabelKey, RouteName, ScreenName } from './names';
import { switchShows, type TenantSwitches } from './switches';
import type { MenuEntry, PartEntry, ScreensConfig, ShortcutEntry, SignedInRoute } from './types';

export interface ResolvedRoute {
  name: RouteName;
  path: string;
  screen: ScreenName;
  title: LabelKey;
  query: readonly string[];
}

export interface ResolvedLink {
  to: RouteName;
  path: string;
  icon: IconName;
  label: LabelKey;
  /** The count or badge source, when the entry has one. */
  count: CountSourceName | null;
}

export interface ResolvedScreens {
  /** Signed-in routes the office shows. */
  routes: readonly ResolvedRoute[];
  /** Paths of the sign-in screens; signed in, they lead to the dashboard. */
  signedOutPaths: readonly string[];
  menu: readonly ResolvedLink[];
  header: readonly ResolvedLink[];
  profileDrawer: readonly ResolvedLink[];
  dashboard: readonly DashboardCardName[];
  contact: readonly ContactPartName[];
  /** Tabs of the edit-info screen the office shows. */
  editTabs: readonly EditTabName[];
  forms: Readonly<Record<FormName, FormEntry>>;
  /** Count sources a visible entry uses; the others never run. */
  counts: Readonly<Record<CountSourceName, boolean>>;
  /** Whether each kind of data may be fetched for this office. */
  data: Readonly<Record<DataName, boolean>>;
}

function isSignedIn(route: ScreensConfig['routes'][RouteName]): route is SignedInRoute {
  return !('signedOut' in route);
}

function mapRecord<Key extends string, Value>(keys: readonly Key[], value: (key: Key) => Value): Record<Key, Value> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<Key, Value>;
}

/**
 * A count has something to count when its data is not all switched off: the policies count of an
 * office that shows the menu item but loads no policies (show_policies null) shows no number.
 * Data without a switch (customer, family) does not make a count worth running on its own.
 */
function hasData(source: CountSourceName, data: Record<DataName, boolean>): boolean {
  const guarded = COUNT_SOURCE_DATA[source].filter((name) => DATA_SWITCH[name] !== undefined);
  return guarded.length === 0 || guarded.some((name) => data[name]);
}

export function resolveScreens(config: ScreensConfig, tenant: TenantSwitches): ResolvedScreens {
  const names = Object.keys(config.routes) as RouteName[];
  const visible = new Map<RouteName, SignedInRoute>();
  for (const name of names) {
    const route = config.routes[name];
    if (isSignedIn(route) && switchShows(tenant, route.switch)) visible.set(name, route);
  }

  const links = (entries: readonly (MenuEntry | ShortcutEntry)[]): ResolvedLink[] =>
    entries.flatMap((entry) => {
      const route = visible.get(entry.to);
      if (!route || !switchShows(tenant, entry.switch)) return [];
      const count = 'count' in entry ? entry.count : 'badge' in entry ? entry.badge : undefined;
      return [{ to: entry.to, path: route.path, icon: entry.icon, label: entry.label ?? route.title, count: count ?? null }];
    });
  const parts = <Name extends string>(entries: readonly PartEntry<Name>[]): Name[] =>
    entries.filter((entry) => switchShows(tenant, entry.switch)).map((entry) => entry.name);

  const menu = links(config.menu);
  const header = links(config.header);
  const profileDrawer = links(config.profileDrawer);
  const used = new Set([...menu, ...header, ...profileDrawer].map((link) => link.count));
  const data = mapRecord(Object.keys(DATA_SWITCH) as DataName[], (name) => dataLoads(tenant, name));

  return {
    routes: [...visible].map(([name, route]) => ({ name, path: route.path, screen: route.screen, title: route.title, query: route.query ?? [] })),
    signedOutPaths: names
      .map((name) => config.routes[name])
      .filter((route) => !isSignedIn(route))
      .map((route) => route.path),
    menu,
    header,
    profileDrawer,
    dashboard: parts(config.dashboard),
    contact: parts(config.contact),
    editTabs: parts(config.editTabs),
    forms: config.forms,
    counts: mapRecord(Object.keys(COUNT_SOURCE_DATA) as CountSourceName[], (source) => used.has(source) && hasData(source, data)),
    data,
  };
}
