/**
 * The signed-in routes, built from the resolved config: one route per visible screen inside the
 * shell layout. Sign-in paths and unknown or hidden paths lead to the dashboard, so a bookmark to
 * a section the office switched off lands somewhere useful.
 */
import { Navigate, type RouteObject } from 'react-router';
import type { ResolvedScreens } from '../config';
import { homePath } from './home-path';
import { ScreenRoute } from './shell/screen-route';
import { ShellLayout } from './shell/shell-layout';

export function portalRoutes(resolved: ResolvedScreens): RouteObject[] {
  const home = <Navigate to={homePath(resolved)} replace />;
  return [
    {
      element: <ShellLayout />,
      children: [
        ...resolved.routes.map((route) => ({ path: route.path, element: <ScreenRoute route={route} /> })),
        ...resolved.signedOutPaths.map((path) => ({ path, element: home })),
        { path: '*', element: home },
      ],
    },
  ];
}
