// What the cluster test proves beyond "no failed request", each against the instances directly:
// a logout on one instance is refused on the others within 2 s, the sign-in throttle counts the
// failures every instance saw, and every message the servers acknowledged is stored exactly once.
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';

const office = 'vandijk';
const account = { username: 'sanne.bakker@example.nl', password: 'Welkom2026!' };
/** How long a session revoked elsewhere may still work on an instance (src/server/auth/open-sessions.ts). */
const LOGOUT_REACH_MS = 2_000;

const hostOf = (port: number) => `${office}.localhost:${port}`;

async function signIn(port: number, password: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/proxy/auth/login`, {
    method: 'POST',
    headers: { host: hostOf(port), 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password, tenant: office }),
  });
}

const read = (port: number, token: string) =>
  fetch(`http://127.0.0.1:${port}/api/customer/customer`, { headers: { host: hostOf(port), authorization: `Bearer ${token}` } }).then(
    (response) => response.status,
  );

/** Signs in on the first port and logs out there; answers the problems seen. */
export async function checkLogout(ports: number[]): Promise<string[]> {
  const [first, ...others] = ports as [number, ...number[]];
  const login = await signIn(first, account.password);
  if (!login.ok) return [`sign-in on ${first} answered ${login.status}`];
  const { access_token: token } = (await login.json()) as { access_token: string };
  // Every instance confirms the session first, so each holds it in its two-second memory.
  for (const port of ports) if ((await read(port, token)) !== 200) return [`the session was not accepted on ${port}`];
  const logout = await fetch(`http://127.0.0.1:${first}/proxy/auth/logout`, {
    method: 'POST',
    headers: { host: hostOf(first), authorization: `Bearer ${token}` },
  });
  if (!logout.ok) return [`logout on ${first} answered ${logout.status}`];
  const loggedOut = performance.now();
  const problems: string[] = [];
  if ((await read(first, token)) !== 401) problems.push(`the instance that logged out (${first}) still accepts the token`);
  for (const port of others) {
    // The first request sent after the reach must be refused; the send time is what counts.
    for (;;) {
      const sentAt = performance.now() - loggedOut;
      const status = await read(port, token);
      if (status === 401) break;
      if (sentAt > LOGOUT_REACH_MS) {
        problems.push(`${port} still accepted the token ${Math.round(sentAt)} ms after the logout (answered ${status})`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  console.log(`logout on ${first}: ${problems.length ? 'still accepted elsewhere' : `refused on ${others.join(' and ')} within ${LOGOUT_REACH_MS} ms`}`);
  return problems;
}

/**
 * Ten wrong passwords at once, spread round robin over the instances (none sees five, the
 * threshold), then the right one on each: refused everywhere when the failures are counted
 * together, in the database. Ten failures lock the account for 32 s, longer than the sign-ins
 * take on a busy machine.
 */
export async function checkThrottle(ports: number[]): Promise<string[]> {
  const problems: string[] = [];
  const wrong = await Promise.all(Array.from({ length: 10 }, (_, attempt) => signIn(ports[attempt % ports.length]!, `Verkeerd2026!${attempt}`)));
  wrong.forEach((response, attempt) => {
    if (response.status !== 401) problems.push(`wrong password ${attempt + 1} answered ${response.status}`);
  });
  const right = await Promise.all(ports.map((port) => signIn(port, account.password)));
  right.forEach((response, index) => {
    if (response.status !== 401)
      problems.push(`the right password on ${ports[index]} after 10 failures spread over the instances answered ${response.status}, not 401 (locked)`);
  });
  console.log(`sign-in throttle: ${problems.length ? 'not shared' : 'ten failures spread over the instances lock the account on every one'}`);
  return problems;
}

/** Every acknowledged message stored exactly once. */
export async function checkWrites(databaseUrl: string, schema: string, markers: string[]): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir: null, schema });
  try {
    const { rows } = await sql<{
      message: string;
      count: number;
    }>`SELECT message, count(*)::int AS count FROM messages WHERE message = ANY(${markers}) GROUP BY message`.execute(database.db);
    const found = new Map(rows.map((row) => [row.message, row.count]));
    const problems = markers.filter((marker) => found.get(marker) !== 1).map((marker) => `message ${marker} stored ${found.get(marker) ?? 0} times`);
    console.log(`${markers.length} acknowledged messages: ${markers.length - problems.length} stored once`);
    return problems;
  } finally {
    await database.close();
  }
}
