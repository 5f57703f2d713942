/**
 * A screen of screens.config.ts as the customer sees it: the signed-in shell (header, menu) with
 * the routes resolved for the office, opened at the screen's path. A screen the office switches
 * off is said so, with the switch, instead of the dashboard the portal would lead to.
 */
import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { MemoryRouter, useRoutes } from 'react-router';
import screensConfig from '../screens.config';
import { portalRoutes } from '../src/app/router';
import { useShell } from '../src/app/shell/shell-context';
import type { EditTabName, RouteName } from '../src/config';

export interface ScreenStoryProps {
  route: RouteName;
  path: string;
  /** The edit-info tab the path opens, when it opens one. */
  tab?: EditTabName;
}

function switchOf(route: RouteName, tab: EditTabName | undefined): string | undefined {
  const entry = screensConfig.routes[route];
  const routeSwitch = 'switch' in entry ? entry.switch : undefined;
  return routeSwitch ?? screensConfig.editTabs.find((candidate) => candidate.name === tab)?.switch;
}

export function ScreenStory({ route, path, tab }: ScreenStoryProps) {
  const { resolved, tenant } = useShell();
  const routes = useMemo(() => portalRoutes(resolved), [resolved]);
  const shown = resolved.routes.some((candidate) => candidate.name === route) && (!tab || resolved.editTabs.includes(tab));
  if (!shown) {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {tenant.full_name ?? tenant.name} does not show this screen: its switch {switchOf(route, tab)} is off.
      </Alert>
    );
  }
  return (
    <MemoryRouter key={path} initialEntries={[path]}>
      <Routes routes={routes} />
    </MemoryRouter>
  );
}

function Routes({ routes }: { routes: ReturnType<typeof portalRoutes> }) {
  return useRoutes(routes);
}
