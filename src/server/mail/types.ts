// The mail a handler sends and the mailer that sends it (SMTP or the outbox, mailer.ts), apart from
// both, so the outbox that stores a mail need not import the mailer that calls it.
import type { RenderedMail } from './messages';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mail extends RenderedMail {
  tenantId: number | null;
  to: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}
