// The check the API suite runs over its SQL (tests/api/office-scoped-sql.ts) tells scoped
// statements from unscoped ones, on the shapes Kysely writes and on hand-written SQL.
import { describe, expect, it } from 'vitest';
import { officeScopeProblem, officeScopeProblems } from '../../api/office-scoped-sql';

describe('office-scoped SQL check', () => {
  it('passes reads, changes and inserts that name the office', () => {
    expect(officeScopeProblem('select "id", "data" from "mortgages" where "tenant_id" = $1 and "customer_id" = $2')).toBeNull();
    expect(officeScopeProblem('update "documents" set "name" = $1 where "documents"."tenant_id" = $2 and "id" = $3')).toBeNull();
    expect(officeScopeProblem('delete from "sessions" where "tenant_id" in ($1, $2)')).toBeNull();
    expect(officeScopeProblem('insert into "messages" ("tenant_id", "customer_id", "message") values ($1, $2, $3) returning "id"')).toBeNull();
    expect(
      officeScopeProblem('select d.content from messages m join documents d on d.tenant_id = m.tenant_id where m.tenant_id = $1 and m.id = $2'),
    ).toBeNull();
    expect(officeScopeProblem('select "seq" from "office_events" where "tenant_id" = (select "id" from "tenants" where "code" = $1)')).toBeNull();
  });

  it('refuses statements on customer data that do not name the office', () => {
    expect(officeScopeProblem('select "id" from "customers" where "username" = $1')).toMatch(/customers without filtering by tenant_id/);
    expect(officeScopeProblem('update "policies" set "data" = $1 where "id" = $2')).toMatch(/policies/);
    expect(officeScopeProblem('insert into "documents" ("customer_id", "name") values ($1, $2)')).toMatch(/inserts into documents without tenant_id/);
    expect(officeScopeProblem('SELECT content FROM documents WHERE name = $1')).toMatch(/documents/);
    // Two rows of one office, whichever office: a join names none.
    expect(officeScopeProblem('select d.content from messages m join documents d on d.tenant_id = m.tenant_id where m.id = $1')).toMatch(/messages, documents/);
    expect(officeScopeProblem('update "webhook_deliveries" set "lease_until" = $1 where "id" = $2')).toMatch(/webhook_deliveries/);
  });

  it('leaves tables of no customer alone, and lets the listed exceptions through', () => {
    expect(officeScopeProblem('select "id" from "tenants" where "name" = $1')).toBeNull();
    expect(officeScopeProblem('select * from "hdn_companies"')).toBeNull();
    expect(officeScopeProblem('delete from "sessions" where "refresh_expires_at" < $1')).toBeNull();
  });

  it('lets only the worker’s own look for every office’s due deliveries span offices', () => {
    const due =
      'select "d"."id", "d"."tenant_id", "d"."customer_id", "d"."seq", (select min(e.seq) from webhook_deliveries e where e.tenant_id = d.tenant_id and e.customer_id is not distinct from d.customer_id and e.status = \'pending\') as "first_pending" from "webhook_deliveries" as "d" where "d"."status" = $1 and "d"."next_attempt_at" <= $2 order by "d"."id" limit $3';
    expect(officeScopeProblem(due)).toBeNull();
    expect(officeScopeProblem(due.replace('"d"."seq"', '"d"."seq", "d"."last_error"'))).toMatch(/webhook_deliveries without filtering/);
  });

  it('reports each unscoped statement once', () => {
    const statement = 'select "id" from "customers" where "username" = $1';
    expect(officeScopeProblems([statement, statement, 'select 1'])).toHaveLength(1);
  });
});
