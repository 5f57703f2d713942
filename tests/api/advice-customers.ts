// A demo customer's file read through the portal's own calls, as the calculators read it, with
// the mortgage the calculators open on and every other one.
import type { components } from '../../generated/portal';
import { defaultMortgage, type CustomerData } from '../../src/features/calculators/advice-requests';
import type { useTestServer } from './helper';

type Schemas = components['schemas'];

export interface Loaded { data: CustomerData; mortgage: Schemas['Mortgage'] | null; mortgages: Schemas['Mortgage'][] }

export async function loadCustomer(server: ReturnType<typeof useTestServer>, office: string, token: string): Promise<Loaded> {
  const get = async <T>(url: string, fallback: T): Promise<T> => {
    const response = await server.call(office, 'GET', url, { token });
    return response.statusCode === 200 ? response.json<T>() : fallback;
  };
  const customer = await get<Schemas['Customer'] | null>('/api/customer/customer', null);
  const family = await get<Schemas['Family']>('/api/customer/customer/family', { partner: null, children: [] });
  const living = await get<Schemas['Living'] | null>('/api/customer/living', null);
  const mortgages = await get<Schemas['Mortgage'][]>('/api/customer/mortgage?include=property,agency', []);
  const obligations = await get<Schemas['Obligation'][]>('/api/customer/obligation', []);
  return {
    data: { customer: customer!, partner: family.partner, children: family.children, living, obligations },
    mortgage: defaultMortgage(mortgages, living),
    mortgages,
  };
}
