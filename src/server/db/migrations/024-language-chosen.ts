import { sql, type Kysely, type Migration } from 'kysely';

// Issue 42: the language a customer chose is kept with them and wins at the next sign-in on any
// device; until they (or their office) choose, a new device keeps the browser's language. The
// default Dutch column cannot tell the two apart, hence the flag. A language other than Dutch was
// chosen by someone, so those rows start as chosen.
async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('customers')
    .addColumn('language_chosen', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update customers set language_chosen = true where language <> 'nl'`.execute(db);
}

export const languageChosen: Migration = { up };
