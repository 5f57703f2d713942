// The signed-in customer and their family.
import type { CustomerRecordTableName } from '../../db/schema';
import { notFound } from '../../http-error';
import { preferencesOf } from '../../../lib/notify-kinds';
import { includes } from '../records';
import type { PortalHandlers, Schemas } from '../types';
import { avatarDataUrl } from './avatar';

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
    const profile = {
      ...row.profile,
      id: row.id,
      username: row.username,
      language: row.language,
      language_chosen: row.language_chosen,
      notification_preferences: preferencesOf(row.notification_preferences),
    } as Record<string, unknown>;
    for (const name of includable) if (!wanted.has(name)) delete profile[name];
    return profile as Schemas['Customer'];
  },
  getFamily: async (_input, { customer }) => (await customer.profile()).family as Schemas['Family'],
  postView: async ({ body }, { customer }) => {
    if (!(await customer.markSeen(seenTables[body.model], body.id))) throw notFound();
    return { success: true };
  },
  postAvatar: async ({ body }, { customer }) => {
    const avatar = avatarDataUrl(body.avatar);
    await customer.transaction(async (scope) => {
      const row = await scope.profileForUpdate();
      await scope.updateProfile({ profile: { ...row.profile, avatar } });
    });
    return { success: true };
  },
  // The language mails, push messages, signal texts and later sessions use; the portal switches at once on its own.
  postLanguage: async ({ body }, { customer }) => {
    if (body.chosen !== false) {
      await customer.updateProfile({ language: body.language });
      return { success: true };
    }
    // The language the portal shows a customer who never chose one: their mails and pushes speak
    // it too, but it is no choice, so it never replaces one (read under lock: one may arrive meanwhile).
    await customer.transaction(async (scope) => {
      if (!(await scope.profileForUpdate()).language_chosen) await scope.updateProfile({ language: body.language, languageChosen: false });
    });
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
