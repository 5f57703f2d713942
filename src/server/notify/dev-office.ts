// POST /dev/office-item: a developer's and the end-to-end tests' stand-in for an office's system
// adding a message, task, mail or document request to a customer's file, which the customer is
// then told of. Not part of the contract, never registered in production, and, like the outbox,
// answering this machine only unless DEV_OUTBOX_OPEN=true.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import type { Tenants } from '../tenants';
import { fromThisMachine } from '../this-machine';
import type { NotifyDeps } from '.';
import { addOfficeItem, type OfficeItem } from './office-items';

interface Body extends OfficeItem {
  office: string;
  username: string;
}

const text = { type: 'string', minLength: 1, maxLength: 500 };
const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['office', 'username', 'kind', 'title', 'text'],
  properties: { office: text, username: text, kind: { enum: ['message', 'task', 'mail', 'document_request'] }, title: text, text, from: text },
};

export function registerDevOffice(app: FastifyInstance, deps: NotifyDeps, tenants: Tenants, open: boolean) {
  app.post<{ Body: Body }>('/dev/office-item', { schema: { body: bodySchema } }, async (request, reply) => {
    if (!open && !fromThisMachine(request)) throw new HttpError(403, 'dev_outbox_local_only', 'This answers only this machine');
    const { office: name, username, ...item } = request.body;
    const office = await tenants.byName(name);
    const customer = office
      ? await deps.db.selectFrom('customers').select('id').where('tenant_id', '=', office.id).where('username', '=', username.toLowerCase()).executeTakeFirst()
      : undefined;
    if (!office || !customer) throw new HttpError(404, 'not_found', 'No such customer at that office');
    const added = await addOfficeItem(deps, { tenantId: office.id, customerId: customer.id }, item);
    return reply.code(201).send(added);
  });
}
