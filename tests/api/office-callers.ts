// The callers of the contract suites: a signed-in customer for the customer contracts, an office
// credential for the office API (issued straight into the server's database, as
// `npm run office -- credential create` does).
import { beforeAll } from 'vitest';
import { issueCredential, scopes, type IssuedCredential, type Scope } from '../../src/server/offices/credentials';
import type { Operation } from './contract-operations';
import { demoLogins, type TestServer } from './helper';

/** A new credential of the office with this code. */
export async function officeCredential(server: TestServer, code: string, granted: readonly Scope[] = scopes): Promise<IssuedCredential> {
  const office = await server.database.db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return issueCredential(server.database.db, office.id, [...granted]);
}

export interface Callers {
  /** Jan's access token (Van Dijk). */
  jan: string;
  /** A Van Dijk office credential with every scope. */
  office: string;
  /** What an operation's caller sends: the office credential on the office API, else Jan's token. */
  tokenFor(operation: Operation): string | undefined;
}

/** Jan's token and a Van Dijk office credential, made before the file's tests run. */
export function useCallers(server: TestServer): Callers {
  const callers: Callers = {
    jan: '',
    office: '',
    tokenFor: (operation) => (operation.route.auth === 'none' ? undefined : operation.caller === 'office' ? callers.office : callers.jan),
  };
  beforeAll(async () => {
    callers.jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    callers.office = (await officeCredential(server, 'VANDIJK')).secret;
  });
  return callers;
}
