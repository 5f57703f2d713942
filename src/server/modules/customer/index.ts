// The signed-in customer and their family.
import { notImplemented } from '../../contract/handlers';
import { includes } from '../records';
import type { PortalHandlers, Schemas } from '../types';

/** Relations of the customer answered only when the `include` parameter names them. */
const includable = ['addresses', 'avatar', 'nationality', 'identification', 'advisor', 'account_manager', 'invitation', 'product_labels'];

export const customerHandlers = {
  getCustomer: async ({ query }, { customer }) => {
    const row = await customer.profile();
    const wanted = includes(query.include);
    const profile = { ...row.profile, id: row.id, username: row.username } as Record<string, unknown>;
    for (const name of includable) if (!wanted.has(name)) delete profile[name];
    return profile as Schemas['Customer'];
  },
  getFamily: async (_input, { customer }) => (await customer.profile()).family as Schemas['Family'],
  postView: notImplemented,
  postAvatar: notImplemented,
  postLanguage: notImplemented,
} satisfies Partial<PortalHandlers>;
