// The office and the form of address, for feature screens (which may not reach into src/app):
// the shell provides it once for everything signed in.
import { createContext, useContext, type ReactNode } from 'react';
import type { components } from '../../generated/portal';
import type { ResolvedScreens, RouteName } from '../config';
import type { AddressContext } from '../lib/formal-address';

type Tenant = components['schemas']['Tenant'];

export interface Portal {
  tenant: Tenant;
  /** The i18next context for texts that address the customer (`key_u` when formal). */
  address: AddressContext;
  /** The screens config as this office shows it: which dashboard cards, which routes. */
  resolved: ResolvedScreens;
}

const PortalContext = createContext<Portal | null>(null);

export function PortalProvider({ portal, children }: { portal: Portal; children: ReactNode }) {
  return <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>;
}

export function usePortal(): Portal {
  const portal = useOptionalPortal();
  if (!portal) throw new Error('usePortal is used outside the PortalProvider');
  return portal;
}

/** The portal where one is provided, else null: for shared parts that also render on their own (tests, previews). */
export function useOptionalPortal(): Portal | null {
  return useContext(PortalContext);
}

/** The path of a route the office shows, without optional parameters; null when it is hidden. */
export function usePathOf(name: RouteName): string | null {
  const { resolved } = usePortal();
  const route = resolved.routes.find((candidate) => candidate.name === name);
  return route ? route.path.replace(/\/:[^/]+\?/g, '') || '/' : null;
}
