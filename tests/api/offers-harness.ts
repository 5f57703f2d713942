// What the offer tests share (issue 40, decision record 070): a mortgage and its PDF put by the
// office for Jan, Eva (a demo customer of Van Dijk) who signs as his partner, and the calls.
import { beforeAll, expect } from 'vitest';
import { mortgage } from '../../scripts/bench/mortgage-body';
import { pdf } from '../../src/server/seed/files';
import { demoLogins, type TestServer } from './helper';
import { multipart } from './multipart';
import { officeCall, refs, useOfficeCallers } from './office-records-harness';

export const eva = { ref: 'CRM-EVA-1', username: 'eva.devries@example.nl', password: 'Welkom2026!' };
export const jan = demoLogins.vandijk;

export interface Offer {
  id: number;
  state: string;
  days_left: number;
  signed_by_me: boolean;
  document_sha256: string;
  signed_document_sha256: string | null;
  office_phone: string | null;
  consent_key: string;
  consent_text: string;
  completed_at: string | null;
  signers: {
    role: string;
    name: string;
    signed_at: string | null;
    document_sha256: string | null;
    consent_text: string | null;
    ip_address: string | null;
    user_agent: string | null;
  }[];
}

/** The office's callers, a mortgage `HYP-O1` and `HYP-O2` and the PDF `DOC-O` for Jan, and Eva's account. */
export function useOfferSetting(server: TestServer) {
  const callers = useOfficeCallers(server);
  const call = officeCall(server);
  beforeAll(async () => {
    for (const ref of ['HYP-O1', 'HYP-O2'])
      expect((await call(callers.writer, 'PUT', `/customers/${refs.jan}/mortgages/${ref}`, mortgage())).statusCode).toBe(201);
    const put = async (ref: string, name: string, file: { data: Buffer; filename: string; type: string }) => {
      const { payload, contentType } = await multipart([
        ['name', name],
        ['category', 'hypotheken'],
        ['content', file],
      ]);
      const answer = await server.call(null, 'PUT', `/office/v1/customers/${refs.jan}/documents/${ref}`, {
        token: callers.writer,
        body: payload,
        headers: { 'content-type': contentType },
      });
      expect(answer.statusCode, answer.body).toBe(201);
    };
    await put('DOC-O', 'Hypotheekofferte', { data: pdf(['Hypotheekofferte', 'Rabobank']).content, filename: 'offerte.pdf', type: 'application/pdf' });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await put('DOC-PNG', 'Foto', { data: png, filename: 'foto.png', type: 'image/png' });
    // Eva is a demo customer (Jan's wife, who signs the demo offer too): the office knows her by its own id.
    await server.database.db.updateTable('customers').set({ office_ref: eva.ref }).where('username', '=', eva.username).execute();
  });
  return { callers, call };
}

/** Proves a second factor with a mailed code, as a customer without an app does. */
export async function stepUpByMail(server: TestServer, token: string, username: string) {
  expect((await server.call('vandijk', 'POST', '/api/customer/auth/step_up/code', { token })).statusCode).toBe(200);
  const code = (await server.outbox(username))[0]!.codes[0]!;
  expect((await server.call('vandijk', 'POST', '/api/customer/auth/step_up', { token, body: { factor: 'email', code } })).statusCode).toBe(200);
}

export const sign = (server: TestServer, token: string, id: number, office = 'vandijk') =>
  server.call(office, 'POST', `/api/customer/offers/${id}/signature`, {
    token,
    body: { consent: true },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' },
  });

export const offersOf = async (server: TestServer, token: string, office = 'vandijk') =>
  (await server.call(office, 'GET', '/api/customer/offers', { token })).json<Offer[]>();
