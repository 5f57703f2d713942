// The local outbox: mail kept in the database when no SMTP server is configured. Outside
// production GET /dev/outbox lists it (newest first, `?to=` narrows it to one recipient), for
// `npm run outbox` and the end-to-end tests, which read codes and links from it. It holds every
// office's codes and links, so it answers only the machine itself (a loopback connection no proxy
// forwarded, see this-machine.ts) unless DEV_OUTBOX_OPEN=true says otherwise.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { fromThisMachine } from '../this-machine';
import { sql } from 'kysely';
import { json, type Db } from '../db/database';
import type { Mail, MailAttachment } from './types';

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  codes: string[];
  links: string[];
  attachments: MailAttachment[];
  created_at: string;
}

export async function storeInOutbox(db: Db, mail: Mail) {
  await db
    .insertInto('mail_outbox')
    .values({
      tenant_id: mail.tenantId,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      codes: json(mail.codes),
      links: json(mail.links),
      attachments: json(mail.attachments ?? []),
    })
    .execute();
}

export async function readOutbox(db: Db, to?: string, limit = 100): Promise<OutboxEntry[]> {
  let query = db.selectFrom('mail_outbox').select(['id', 'recipient', 'subject', 'text', 'codes', 'links', 'attachments', 'created_at']);
  if (to) query = query.where(sql<string>`lower(recipient)`, '=', to.trim().toLowerCase());
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    codes: row.codes,
    links: row.links,
    attachments: row.attachments,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** Not part of the contract, and never registered in production. */
export function registerDevOutbox(app: FastifyInstance, db: Db, open: boolean) {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/outbox',
    { schema: { querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 255 } } } } },
    async (request) => {
      if (!open && !fromThisMachine(request)) {
        throw new HttpError(403, 'dev_outbox_local_only', 'The outbox answers only this machine (set DEV_OUTBOX_OPEN=true to open it)');
      }
      return readOutbox(db, request.query.to);
    },
  );
}
