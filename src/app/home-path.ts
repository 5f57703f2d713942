import type { ResolvedScreens } from '../config';

/** Where the portal starts: the dashboard, or the first screen if a config hides it. */
export function homePath(resolved: ResolvedScreens): string {
  return (resolved.routes.find((route) => route.name === 'dashboard') ?? resolved.routes[0])?.path ?? '/';
}
