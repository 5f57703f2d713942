// What the office-records tests share: demo customers given the office's own ids straight in the
// test database (as putCustomer would), credentials of both offices, and calls by path.
import { beforeAll } from 'vitest';
import type { Scope } from '../../src/server/offices/credentials';
import { demoLogins, type TestServer } from './helper';
import { officeCredential } from './office-callers';

export const refs = { jan: 'CRM-JAN-1', sanne: 'CRM-SANNE-2', pieter: 'CRM-PIETER-1' } as const;

export interface OfficeCallers {
  /** Van Dijk credentials: every scope, read only, write only. */
  vandijk: string;
  reader: string;
  writer: string;
  /** A De Groot credential with every scope. */
  degroot: string;
}

/** Gives Jan, Sanne (Van Dijk) and Pieter (De Groot) their office ids and makes the credentials. */
export function useOfficeCallers(server: TestServer): OfficeCallers {
  const callers = { vandijk: '', reader: '', writer: '', degroot: '' };
  beforeAll(async () => {
    const customers: [string, string][] = [
      [demoLogins.vandijk.username, refs.jan],
      [demoLogins.vandijkSecond.username, refs.sanne],
      [demoLogins.degroot.username, refs.pieter],
    ];
    for (const [username, ref] of customers) {
      await server.database.db.updateTable('customers').set({ office_ref: ref }).where('username', '=', username).execute();
    }
    const issue = async (code: string, scopes?: Scope[]) => (await officeCredential(server, code, scopes)).secret;
    callers.vandijk = await issue('VANDIJK');
    callers.reader = await issue('VANDIJK', ['read']);
    callers.writer = await issue('VANDIJK', ['write']);
    callers.degroot = await issue('DEGROOT');
  });
  return callers;
}

/** A call to the office API (no office host: the credential names the office). */
export function officeCall(server: TestServer) {
  return (secret: string, method: string, path: string, body?: unknown) => server.call(null, method, `/office/v1${path}`, { token: secret, body });
}

export const errorCode = (response: { json: () => unknown }) => (response.json() as { error: { code: string } }).error.code;
