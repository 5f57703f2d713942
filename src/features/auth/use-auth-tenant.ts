import { useQuery } from '@tanstack/react-query';
import { tenantQuery, type Tenant } from '../../api/get-tenant';
import { addressContext, type AddressContext } from '../../lib/formal-address';
import { useSession } from './use-session';

export interface AuthTenant {
  tenant: Tenant | null;
  /** Formal unless the office says JE; formal without an office too (core §1). */
  context: AddressContext;
  office: string | null;
}

/** The office the sign-in screens brand themselves with: the host's, from the shared cache. */
export function useAuthTenant(): AuthTenant {
  const { hostTenantName } = useSession();
  const { data } = useQuery(tenantQuery(hostTenantName));
  const tenant = data?.kind === 'found' ? data.tenant : null;
  return { tenant, context: addressContext(tenant?.pronoun), office: tenant ? (tenant.full_name ?? tenant.name) : null };
}
