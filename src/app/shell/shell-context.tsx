/**
 * What every part of the signed-in shell reads: the office, the config resolved for it and the
 * form of address. Components take visibility from `resolved`, never from a tenant switch.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import screensConfig from '../../../screens.config';
import { DataAccessProvider } from '../../api/data-access';
import type { Tenant } from '../../api/get-tenant';
import { resolveScreens, type DataName, type ResolvedScreens } from '../../config';
import { addressContext, type AddressContext } from '../../lib/formal-address';
import { PortalProvider } from '../../ui/portal-context';

export interface Shell {
  tenant: Tenant;
  resolved: ResolvedScreens;
  /** The i18next context for texts that address the customer (`key_u` when formal). */
  address: AddressContext;
}

const ShellContext = createContext<Shell | null>(null);

export function ShellProvider({ tenant, children }: { tenant: Tenant; children: ReactNode }) {
  const shell = useMemo(() => ({ tenant, resolved: resolveScreens(screensConfig, tenant), address: addressContext(tenant.pronoun) }), [tenant]);
  const allowed = useCallback((name: DataName) => shell.resolved.data[name], [shell]);
  return (
    <ShellContext.Provider value={shell}>
      <PortalProvider portal={shell}>
        <DataAccessProvider allowed={allowed}>{children}</DataAccessProvider>
      </PortalProvider>
    </ShellContext.Provider>
  );
}

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell is used outside the ShellProvider');
  return shell;
}
