// Sends one of the sign-in mails to an account, in its language and its office's form of address.
import type { Account } from '../auth/accounts';
import type { TenantRow } from '../tenants';
import type { Mailer } from './types';
import { addressee, render, textsFor } from './messages';
import type { Addressee, MailText, MailTexts } from './texts/types';

export async function mailAccount(mailer: Mailer, office: TenantRow, account: Account, compose: (texts: MailTexts, to: Addressee) => MailText): Promise<void> {
  const texts = textsFor(account.language);
  const to = addressee(account, office);
  await mailer.send({ tenantId: office.id, to: account.username, ...render(texts, to, compose(texts, to)) });
}
