// The customer's home: the property at the current address.
import { notFound } from '../../http-error';
import { fromRow } from '../records';
import type { PortalHandlers, Schemas } from '../types';

export const livingHandlers = {
  getLiving: async (_input, { customer }) => {
    const [home] = await customer.records('properties');
    if (!home) throw notFound();
    return fromRow<Schemas['Living']>(home, customer.customerId);
  },
} satisfies Partial<PortalHandlers>;
