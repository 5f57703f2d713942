// What every language's mail texts provide (texts/<language>.ts), apart from messages.ts, which
// picks and renders them, so the texts need not import the module that imports them.

/** A paragraph: text, a link on a line of its own, or a code shown large. */
export type Block = string | { link: string } | { code: string };

export interface MailText {
  subject: string;
  blocks: Block[];
}

export interface Addressee {
  /** The office's full name. */
  office: string;
  /** The customer's name as the form of address wants it. */
  name: string;
  formal: boolean;
}

/** A change to how the customer signs in (issue 39): each is mailed, so a stranger's change is noticed. */
export type SecurityChange =
  'app_added' | 'app_removed' | 'recovery_codes_renewed' | 'recovery_code_used' | 'passkey_added' | 'passkey_removed' | 'password_changed';

export interface MailTexts {
  greeting(to: Addressee): string;
  closing: string;
  twoFactorCode(to: Addressee, code: string, minutes: number): MailText;
  resetPassword(to: Addressee, link: string, hours: number): MailText;
  register(to: Addressee, link: string, days: number): MailText;
  /** The daily digest of new items (issue 29): how many, never what they say. */
  digest(to: Addressee, count: number, link: string): MailText;
  securityChange(to: Addressee, change: SecurityChange): MailText;
}
