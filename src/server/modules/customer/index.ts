// The signed-in customer and their family.
import { notImplemented } from '../../contract/handlers';
import type { CustomerRecordTableName } from '../../db/schema';
import { notFound } from '../../http-error';
import { includes } from '../records';
import type { PortalHandlers, Schemas } from '../types';

/** Where each kind of item the customer can mark as seen is kept. */
const seenTables: Record<Schemas['SeenModel'], CustomerRecordTableName> = {
  mortgage: 'mortgages',
  signal: 'signals',
  task: 'tasks',
  note: 'notes',
  attachable: 'mails',
  damage: 'damages',
};

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
  postView: async ({ body }, { customer }) => {
    if (!(await customer.markSeen(seenTables[body.model], body.id))) throw notFound();
    return { success: true };
  },
  postAvatar: notImplemented,
  postLanguage: notImplemented,
} satisfies Partial<PortalHandlers>;
