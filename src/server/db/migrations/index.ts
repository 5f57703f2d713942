// Versioned migrations, applied in name order at start (Kysely's Migrator keeps the ledger).
import type { Migration } from 'kysely';
import { initial } from './001-initial';

export const migrations: Record<string, Migration> = {
  '001-initial': initial,
};
