// Signs a demo customer in the way the portal does, over HTTP: password, and for an account with
// two-factor the code mailed to the local outbox (GET /dev/outbox, outside production only).
// The benchmarks use it so they measure what a signed-in customer gets, not a 401. Node's fetch
// sends its own Host header, so the office is named in the bodies (as on an address without office).

export const DEMO_PASSWORD = 'Welkom2026!';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

interface Office {
  /** http://127.0.0.1:PORT, where the server listens. */
  server: string;
  tenant: string;
}

async function post(office: Office, path: string, body: object): Promise<Response> {
  return fetch(`${office.server}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function mailedCode(server: string, username: string): Promise<string> {
  const answer = await fetch(`${server}/dev/outbox?to=${encodeURIComponent(username)}`);
  if (!answer.ok) throw new Error(`the outbox answered ${answer.status}: the server must run outside production`);
  const code = ((await answer.json()) as { codes: string[] }[])[0]?.codes[0];
  if (!code) throw new Error(`no code mailed to ${username}`);
  return code;
}

/** Tokens for `username`; a 403 means two-factor, so the code is requested and read from the outbox. */
export async function signIn(office: Office, username: string): Promise<Tokens> {
  const credentials = { username, password: DEMO_PASSWORD, tenant: office.tenant };
  let answer = await post(office, '/proxy/auth/login', credentials);
  if (answer.status === 403) {
    const { ticket } = (await answer.json()) as { ticket: string };
    const sent = await post(office, '/api/customer/auth/two_factor_code/email', { username, scope: 'customer', tenant: office.tenant, ticket });
    if (!sent.ok) throw new Error(`two-factor code for ${username} answered ${sent.status}: ${await sent.text()}`);
    answer = await post(office, '/proxy/auth/login', { ...credentials, otp: await mailedCode(office.server, username) });
  }
  if (!answer.ok) throw new Error(`sign-in of ${username} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as Tokens;
}
