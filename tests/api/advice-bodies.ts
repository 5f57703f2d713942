// The demo customers' data, read through the API the way the portal reads it, to build advice
// requests from; shared by the advice and lead tests.
import { defaultMortgage, type CustomerData } from '../../src/features/calculators/advice-requests';
import type { components } from '../../generated/portal';
import { demoLogins, type TestServer } from './helper';

type Schemas = components['schemas'];

export interface Loaded {
  data: CustomerData;
  mortgage: Schemas['Mortgage'] | null;
  mortgages: Schemas['Mortgage'][];
}

export async function load(server: TestServer, office: string, token: string): Promise<Loaded> {
  const get = async <T>(url: string, fallback: T): Promise<T> => {
    const response = await server.call(office, 'GET', url, { token });
    return response.statusCode === 200 ? response.json<T>() : fallback;
  };
  const customer = await get<Schemas['Customer'] | null>('/api/customer/customer', null);
  const family = await get<Schemas['Family']>('/api/customer/customer/family', { partner: null, children: [] });
  const living = await get<Schemas['Living'] | null>('/api/customer/living', null);
  const mortgages = await get<Schemas['Mortgage'][]>('/api/customer/mortgage?include=property,agency', []);
  const obligations = await get<Schemas['Obligation'][]>('/api/customer/obligation', []);
  const retirements = await get<Schemas['PensionItem'][]>('/api/customer/retirement', []);
  const partnerRetirements = await get<Schemas['PensionItem'][]>('/api/customer/retirement/partner', []);
  return {
    data: { customer: customer!, partner: family.partner, children: family.children, living, obligations, retirements, partnerRetirements },
    mortgage: defaultMortgage(mortgages, living),
    mortgages,
  };
}

/** The lead of the thanks step, naming Jan de Vries's address. */
export const lead = {
  first_name: 'Jan',
  insertion: 'de',
  last_name: 'Vries',
  phone_number: '0612345678',
  email_address: demoLogins.vandijk.username,
  subscribe_to_mailing: false,
  i_give_permission: true,
};
