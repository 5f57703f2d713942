// Versioned migrations, applied in name order at start (Kysely's Migrator keeps the ledger).
import type { Migration } from 'kysely';
import { initial } from './001-initial';
import { signIn } from './002-sign-in';
import { messages } from './003-messages';
import { editScreens } from './004-edit-screens';

export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-sign-in': signIn,
  '003-messages': messages,
  '004-edit-screens': editScreens,
};
