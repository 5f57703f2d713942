// Every change to how a customer signs in is mailed to them (issue 39), so a change they did not
// make is noticed; in their language and their office's form of address.
import { accountById } from '../auth/accounts';
import type { Db } from '../db/database';
import { mailAccount } from './account-mail';
import type { SecurityChange } from './texts/types';
import type { Mailer } from './types';
import type { TenantRow } from '../tenants';

export async function mailSecurityChange(db: Db, mailer: Mailer, office: TenantRow, customerId: number, change: SecurityChange): Promise<void> {
  const account = await accountById(db, office.id, customerId);
  if (account) await mailAccount(mailer, office, account, (texts, to) => texts.securityChange(to, change));
}
