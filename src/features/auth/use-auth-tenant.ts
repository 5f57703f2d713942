import type { Tenant } from '../../api/get-tenant';
import { useOffice } from '../../api/office-lookup';
import { addressContext, type AddressContext } from '../../lib/formal-address';
import { useSession } from './use-session';

export interface AuthTenant {
  tenant: Tenant | null;
  /** Formal unless the office says JE; formal without an office too (core §1). */
  context: AddressContext;
  office: string | null;
}

/** The office the sign-in screens brand themselves with: the host's, from the shared lookup. */
export function useAuthTenant(): AuthTenant {
  const { hostTenantName } = useSession();
  const office = useOffice(hostTenantName);
  const tenant = office?.status === 'found' ? office.tenant : null;
  return { tenant, context: addressContext(tenant?.pronoun), office: tenant ? (tenant.full_name ?? tenant.name) : null };
}
