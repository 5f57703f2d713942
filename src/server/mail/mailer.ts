// Outgoing mail through nodemailer: to the SMTP server of SMTP_URL, or, without one, into the
// local outbox table that developers and the end-to-end tests read (npm run outbox).
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { mails } from '../observability/metrics';
import { storeInOutbox } from './outbox';
import type { Mailer } from './types';

/** The mail's outcome counted (portal_mails_total), the promise passed on as it is. */
async function counted<T>(transport: 'smtp' | 'outbox', sending: Promise<T>): Promise<T> {
  try {
    const result = await sending;
    mails.inc({ transport, outcome: 'sent' });
    return result;
  } catch (error) {
    mails.inc({ transport, outcome: 'failed' });
    throw error;
  }
}

/** A file sent with a mail (e.g. the .ics of an appointment); text content only. */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    if (config.production) log.warn('SMTP_URL is not set: mail, codes included, goes to the mail_outbox table');
    return { send: (mail) => counted('outbox', storeInOutbox(db, mail)), close: () => undefined };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    // Not awaited: how long an answer takes must not tell whether a mail went out (an unknown
    // username gets none), and a slow mail server must not hold up a sign-in.
    send: async (mail) => {
      counted(
        'smtp',
        transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments }),
      ).catch((error: unknown) => log.error({ err: error, tenantId: mail.tenantId }, 'a mail could not be sent'));
    },
    close: () => transport.close(),
  };
}
