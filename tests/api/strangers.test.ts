// A stranger who knows only a customer's username, hammering the code mail and the recovery mail
// from ever new addresses (issue 26): the owner, on their own device, still gets a code and signs
// in, still gets a working reset link, and their mailbox is not flooded.
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { LINK_RESEND_MS } from '../../src/server/modules/auth/recovery';
import { demoLogins, freshAddress, standingClock, useTestServer } from './helper';

const clock = standingClock();
const server = useTestServer({ clock: clock.now });
const jan = demoLogins.vandijk;
const HAMMERING = 30;

const login = (body: Record<string, unknown>, remoteAddress: string) =>
  server.call('vandijk', 'POST', '/proxy/auth/login', { body: { tenant: 'vandijk', ...body }, remoteAddress });
const requestCode = (body: Record<string, unknown>, remoteAddress: string) =>
  server.call('vandijk', 'POST', '/api/customer/auth/two_factor_code/email', { body: { username: jan.username, scope: 'customer', ...body }, remoteAddress });
const recover = (remoteAddress: string) =>
  server.call('vandijk', 'POST', '/api/customer/auth/recover/password', { body: { username: jan.username, portal: 'VANDIJK' }, remoteAddress });
const mails = async () => server.outbox(jan.username);

beforeEach(async () => {
  await sql`DELETE FROM auth_throttle`.execute(server.database.db);
  clock.advance(LINK_RESEND_MS);
});

describe('the code mail', () => {
  it('reaches the owner, and only the owner, while a stranger hammers it from rotating addresses', async () => {
    const own = freshAddress();
    const step = await login(jan, own);
    expect(step.statusCode).toBe(403);
    const { ticket } = step.json<{ ticket: string }>();
    const before = (await mails()).length;
    for (let request = 0; request < HAMMERING; request++) {
      expect((await requestCode({ ticket: `guess-${request}` }, freshAddress())).statusCode).toBe(200);
      expect((await requestCode({}, freshAddress())).statusCode).toBe(200);
    }
    // Without the owner's ticket nothing was mailed, so no code of the owner's was replaced.
    expect(await mails()).toHaveLength(before);

    const owners = await requestCode({ ticket }, own);
    expect(owners.statusCode).toBe(200);
    const inbox = await mails();
    expect(inbox).toHaveLength(before + 1);
    expect((await login({ ...jan, otp: inbox[0]!.codes[0] }, own)).statusCode).toBe(200);
  });

  it("refuses a stranger's ticket of an earlier sign-in once the owner signed in again", async () => {
    const older = (await login(jan, freshAddress())).json<{ ticket: string }>().ticket;
    const own = freshAddress();
    const newer = (await login(jan, own)).json<{ ticket: string }>().ticket;
    const before = (await mails()).length;
    await requestCode({ ticket: older }, freshAddress());
    expect(await mails()).toHaveLength(before);
    await requestCode({ ticket: newer }, own);
    expect(await mails()).toHaveLength(before + 1);
  });
});

describe('the recovery mail', () => {
  it('still reaches the owner, with a working link, while a stranger hammers it; one mail per few minutes', async () => {
    const before = (await mails()).length;
    for (let request = 0; request < HAMMERING; request++) expect((await recover(freshAddress())).statusCode).toBe(200);
    const own = freshAddress();
    const owners = await recover(own);
    expect(owners.statusCode).toBe(200);
    // The stranger's first request mailed the link; later ones, the owner's too, mail none and keep it valid.
    const inbox = await mails();
    expect(inbox).toHaveLength(before + 1);
    const token = new URL(inbox[0]!.links[0]!).searchParams.get('reset_password')!;
    const reset = await server.call('vandijk', 'POST', '/api/customer/auth/reset/password', {
      body: { token, password: 'EigenWachtwoord26' },
      remoteAddress: own,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // The new password is mailed to the owner as a security change (decision record 069).
    expect(await mails()).toHaveLength(before + 2);

    // Minutes later the owner's own request mails a new link.
    clock.advance(LINK_RESEND_MS);
    expect((await recover(own)).statusCode).toBe(200);
    expect(await mails()).toHaveLength(before + 3);
  });
});
