// The passkey calls of the API tests (issue 39 item 1): a customer adds a passkey from the
// account, and signs in with it through the proxy, with the software authenticator answering.
import { expect } from 'vitest';
import { freshAddress } from './helper';
import { useSignIn } from './auth-login-harness';
import { SoftAuthenticator, type Ceremony } from './passkey-authenticator';

/** The portal of an office on the test server: where its browser pages come from. */
export const portalOf = (office: string): Ceremony => ({ origin: `http://${office}.localhost:3000`, rpId: `${office}.localhost` });

export function usePasskeys() {
  const harness = useSignIn();
  const { server } = harness;
  const call = (token: string, method: string, url: string, body?: unknown, office = 'vandijk') =>
    server.call(office, method, `/api/customer/auth/${url}`, { token, ...(body === undefined ? {} : { body }) });

  /** A step-up with a mailed code, as a customer without an app does it. */
  async function stepUpByMail(token: string, username: string, office = 'vandijk') {
    expect((await call(token, 'POST', 'step_up/code', undefined, office)).statusCode).toBe(200);
    const code = (await server.outbox(username))[0]!.codes[0]!;
    expect((await call(token, 'POST', 'step_up', { factor: 'email', code }, office)).statusCode).toBe(200);
  }

  /** The registration options of a proven session. */
  async function creationOptions(token: string, office = 'vandijk') {
    const options = await call(token, 'POST', 'passkeys/options', undefined, office);
    expect(options.statusCode).toBe(200);
    return options.json<{ challenge: string; user: { id: string }; rp: { id: string }; excludeCredentials: { id: string }[] }>();
  }

  /** Adds a new passkey for a proven session: the authenticator and the answer. */
  async function addPasskey(token: string, name = 'Telefoon', office = 'vandijk') {
    const authenticator = new SoftAuthenticator();
    const answer = await call(
      token,
      'POST',
      'passkeys',
      { name, credential: authenticator.register(await creationOptions(token, office), portalOf(office)) },
      office,
    );
    expect(answer.statusCode).toBe(201);
    return { authenticator, passkey: answer.json<{ id: number; name: string }>() };
  }

  const signInOptions = async (office = 'vandijk', remoteAddress = freshAddress()) =>
    server.call(office, 'POST', '/proxy/auth/passkey/options', { body: { tenant: office }, remoteAddress });

  /** A sign-in with the passkey: options, the authenticator's answer (changed by `ceremony`), the login. */
  async function passkeyLogin(authenticator: SoftAuthenticator, ceremony: Partial<Parameters<SoftAuthenticator['signIn']>[1]> = {}, office = 'vandijk') {
    const remoteAddress = freshAddress();
    const options = (await signInOptions(office, remoteAddress)).json<{ challenge: string }>();
    const credential = authenticator.signIn(options, { ...portalOf(office), ...ceremony });
    const answer = await server.call(office, 'POST', '/proxy/auth/passkey/login', { body: { tenant: office, credential }, remoteAddress });
    return { answer, credential, remoteAddress };
  }

  return { ...harness, call, stepUpByMail, creationOptions, addPasskey, signInOptions, passkeyLogin };
}
