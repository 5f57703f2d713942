// Every statement on a table that holds customer data names the office: a SELECT, UPDATE or
// DELETE filters by tenant_id, an INSERT writes it. That is what lets the data be split by office
// (decision record 030) and what keeps one office's query from reaching another's rows. The API
// suite's helper hands the server a database that records every statement (statementCapture) and
// checks them with officeScopeProblems when a test file ends; a test's own queries are not seen.
import type { KyselyPlugin, QueryExecutor } from 'kysely';
import { customerRecordTables } from '../../src/server/db/schema';

/** Tables whose rows belong to one customer of one office, or to one office (its credentials, audit trail, events and webhook). */
export const customerDataTables = new Set<string>([
  'office_credentials',
  'office_audit',
  'customers',
  'sessions',
  'documents',
  'messages',
  'two_factor_codes',
  'passkeys',
  'passkey_challenges',
  'account_tokens',
  'assessment_tokens',
  'mail_outbox',
  'office_events',
  'office_event_counters',
  'office_webhooks',
  'webhook_deliveries',
  ...customerRecordTables,
]);

/**
 * Statements that touch customer data without naming an office, each with its reason. Matched
 * against the whole statement text, so a new statement of the same table is not let through.
 */
export const justifiedExceptions: { statement: RegExp; reason: string }[] = [
  {
    statement: /^select "id", "tenant_id", "scopes", "expires_at", "revoked_at" from "office_credentials" where "secret_hash" = \$1$/,
    reason:
      'an office API call is bound to its office by its credential (src/server/auth/office-guard.ts): the credential is found by its secret, before any office is known',
  },
  {
    statement: /^delete from "(sessions|account_tokens|two_factor_codes|passkey_challenges)" where "(refresh_expires_at|expires_at|password_checked_at)" < /,
    reason: 'the hourly purge (src/server/auth/purge.ts) deletes expired rows of every office by time; on a distributed database it runs on every shard',
  },
  {
    statement: /^select .* from "mail_outbox"( where lower\(recipient\) = \$1)? order by "id" desc limit \$\d+$/,
    reason:
      'GET /dev/outbox (src/server/mail/outbox.ts, never in production) shows developers and the end-to-end tests the latest mails, or those of an address, whatever office sent them',
  },
  {
    statement:
      /^select "d"\."id", "d"\."tenant_id", "d"\."customer_id", "d"\."seq", \(select min\(e\.seq\) from webhook_deliveries e where e\.tenant_id = d\.tenant_id and e\.customer_id is not distinct from d\.customer_id and e\.status = 'pending'\) as "first_pending" from "webhook_deliveries" as "d" where "d"\."status" = \$1 /,
    reason:
      "the webhook worker (src/server/events/worker.ts) looks for every office's due deliveries in one query, as one worker per instance serves all offices (decision record 042); it reads ids only, and each row is then claimed, read and sent by its own tenant_id",
  },
];

const tableReference = /\b(?:from|join|into|update)\s+(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
// The office is named by a value (a parameter, a list, a subquery): `a.tenant_id = b.tenant_id`
// only ties two rows to one office, whichever it is, so it names none.
const tenantFilter = /(?:"?[a-z_][a-z0-9_]*"?\.)?"?tenant_id"?\s*(?:=\s*(?:\$\d|\()|in\s*\()/i;
const insertColumns = /^\s*insert\s+into\s+\S+\s*\(([^)]*)\)/i;

/** The customer-data tables a statement reads or writes. */
export function customerTablesOf(statement: string): string[] {
  const tables = [...statement.matchAll(tableReference)].map((match) => match[1]!.toLowerCase());
  return [...new Set(tables.filter((table) => customerDataTables.has(table)))];
}

/** Why a statement is not scoped to an office, or null when it is (or touches no customer data). */
export function officeScopeProblem(statement: string): string | null {
  const tables = customerTablesOf(statement);
  if (tables.length === 0) return null;
  if (justifiedExceptions.some((exception) => exception.statement.test(statement))) return null;
  const columns = insertColumns.exec(statement);
  if (columns) {
    if (/"?tenant_id"?/.test(columns[1]!)) return null;
    return `inserts into ${tables.join(', ')} without tenant_id`;
  }
  if (tenantFilter.test(statement)) return null;
  return `reads or changes ${tables.join(', ')} without filtering by tenant_id`;
}

/** The distinct statements that are not scoped, each with its problem. */
export function officeScopeProblems(statements: Iterable<string>): string[] {
  const problems = new Map<string, string>();
  for (const statement of new Set(statements)) {
    const problem = officeScopeProblem(statement);
    if (problem) problems.set(statement, problem);
  }
  return [...problems].map(([statement, problem]) => `${problem}: ${statement}`);
}

/** A plugin that records the SQL text (no parameters) of every statement run through it. */
export function statementCapture(executor: QueryExecutor, statements: string[]): KyselyPlugin {
  return {
    transformQuery: ({ node, queryId }) => {
      statements.push(executor.compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}
