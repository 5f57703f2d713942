// Tasks, signals, notes and mails of the customer; messages to the advisor come with issue 5.
import { RawReply } from '../../contract/handlers';
import { fromRows } from '../records';
import type { PortalHandlers, Schemas } from '../types';
import { sendMessage } from './message';
import { signalHandlers } from './signals';

export const correspondenceHandlers = {
  getTasks: async (_input, { customer }) => fromRows<Schemas['Task']>(await customer.records('tasks'), customer.customerId),
  ...signalHandlers,
  getNotes: async (_input, { customer }) => fromRows<Schemas['Note']>(await customer.records('notes'), customer.customerId),
  getMails: async ({ query }, { customer }) => {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 30;
    const { rows, total } = await customer.page('mails', page, perPage);
    return {
      data: fromRows<Schemas['Attachable']>(rows, customer.customerId),
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    };
  },
  postMessage: async ({ body, files }, context) => {
    await sendMessage(body, files, context);
    return { success: true };
  },
  // An advice widget's thanks step (advice §7): the customer logged it, so it is seen already.
  postNote: async ({ body }, { customer, config }) => {
    const note = { title: body.title, content: body.content, datetime: config.clock().toISOString(), source: body.source };
    const id = await customer.insertRecord('notes', note);
    await customer.markSeen('notes', id);
    return new RawReply(201, { ...note, id, seen_by_customer: true });
  },
} satisfies Partial<PortalHandlers>;
