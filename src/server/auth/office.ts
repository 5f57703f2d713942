// The office of a public sign-in call: the host's sub-domain, or, on a host without one, the
// office the body names (by sub-domain, or by code for the recovery). When both are there they
// must agree, so a page of one office can never act for another.
import type { BaseContext } from '../contract/handlers';
import { HttpError, unknownOffice } from '../http-error';
import type { TenantRow } from '../tenants';

export interface NamedOffice {
  /** The office sub-domain or code the body carries, if any. */
  value: string | undefined;
  by: 'name' | 'code';
  /** Where it is in the request, for the error's details (`body.tenant`). */
  field: string;
}

/** The optional `tenant` (office sub-domain) of a request body. */
export const bodyTenant = (tenant: string | undefined): NamedOffice => ({ value: tenant, by: 'name', field: 'body.tenant' });

const officeMismatch = (field: string) =>
  new HttpError(400, 'office_mismatch', 'The office named differs from the office of this address', [
    { field, code: 'office_mismatch', message: 'names another office than the host' },
  ]);

export async function officeOfCall(context: BaseContext, named: NamedOffice, mismatch = () => officeMismatch(named.field)): Promise<TenantRow> {
  if (named.value === undefined) {
    if (context.hostTenant) return context.hostTenant;
    throw new HttpError(400, 'login_error_tenant', 'Name the office on an address without office', [
      { field: named.field, code: 'field_required', message: 'is required on an address without office' },
    ]);
  }
  const office = named.by === 'name' ? await context.tenants.byName(named.value) : await context.tenants.byCode(named.value);
  if (!office) throw unknownOffice();
  if (context.hostTenant && context.hostTenant.id !== office.id) throw mismatch();
  return office;
}
