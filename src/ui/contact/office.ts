// The office branch a customer belongs to, and its address as text (advice §2 contact screen).
import type { components } from '../../../generated/portal';

type Tenant = components['schemas']['Tenant'];
export type Office = Tenant['offices'][number];

/** The customer's own branch (office_id), else the first the office lists. */
export function officeOf(tenant: Pick<Tenant, 'offices'>, officeId: number | null | undefined): Office | null {
  const offices = tenant.offices ?? [];
  return offices.find((office) => office.id === officeId) ?? offices[0] ?? null;
}

/** "Maliebaan 42 bis, 3581 CR Utrecht". */
export function officeAddress(office: Office): string {
  const street = [office.street_name, office.house_number, office.house_number_addition].filter((part) => part !== null && part !== '').join(' ');
  return [street, [office.postcode, office.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
