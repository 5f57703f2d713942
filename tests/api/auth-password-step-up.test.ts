// The password change behind step-up (issue 39 item 4, decision record 069) through the real
// server: refused without a fresh proof before the current password is looked at, allowed for
// five minutes after one, mailed in the office's form of address; a password reset is mailed
// too, and an office that requires an app keeps the customer's app.
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { jan, pieter, sanne, useSignIn } from './auth-login-harness';

const { clock, server, forgetThrottles } = useSignIn();
const STEP_UP_MS = 5 * 60_000;

const call = (token: string | undefined, method: string, url: string, body?: unknown, office = 'vandijk') =>
  server.call(office, method, `/api/customer/auth/${url}`, { token, ...(body === undefined ? {} : { body }) });
const change = (token: string, current: string, next: string, office = 'vandijk') =>
  call(token, 'POST', 'change/password', { current_password: current, new_password: next, new_password_confirmation: next }, office);

async function stepUpByMail(token: string, username: string) {
  expect((await call(token, 'POST', 'step_up/code')).statusCode).toBe(200);
  const code = (await server.outbox(username))[0]!.codes[0]!;
  expect((await call(token, 'POST', 'step_up', { factor: 'email', code })).statusCode).toBe(200);
}

describe('postChangePassword behind step-up', () => {
  beforeEach(forgetThrottles);

  it('refuses without a fresh proof, before the current password is tried, and counts no guess', async () => {
    // Sanne signs in without a second factor: her session has proven nothing.
    const token = await server.login('vandijk', sanne.username, sanne.password);
    for (let attempt = 0; attempt < 6; attempt++) {
      const refused = await change(token, 'Verkeerd123', 'Anders2026!');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'step_up_required' } });
      expect(answerErrors('portal', 'postChangePassword', 403, refused.json())).toEqual([]);
    }
    await stepUpByMail(token, sanne.username);
    expect((await change(token, 'Verkeerd123', 'Anders2026!')).json()).toMatchObject({ error: { code: 'password_changeError' } });
    const changed = await change(token, sanne.password, 'Anders2026!');
    expect(changed.statusCode, changed.body).toBe(200);
    const [mail] = await server.outbox(sanne.username);
    // Van Dijk says je.
    expect(mail).toMatchObject({ subject: 'Wijziging in je beveiliging bij Van Dijk Hypotheken & Verzekeringen' });
    expect(mail!.text).toContain('Je wachtwoord is gewijzigd');
    expect((await change(token, 'Anders2026!', sanne.password)).statusCode).toBe(200);
  });

  it('allows the change for five minutes after the proof, then asks again', async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    await stepUpByMail(token, sanne.username);
    clock.advance(STEP_UP_MS);
    expect((await change(token, sanne.password, 'Anders2026!')).json()).toMatchObject({ error: { code: 'step_up_required' } });
  });

  it('counts the second factor of the sign-in itself, and mails in the office’s formal address', async () => {
    // Pieter signs in with a mailed code at De Groot, which says u.
    const token = await server.login('degroot', pieter.username, pieter.password);
    expect((await change(token, pieter.password, 'Anders2026!', 'degroot')).statusCode).toBe(200);
    const [mail] = await server.outbox(pieter.username);
    expect(mail!.subject).toMatch(/^Wijziging in uw beveiliging bij /);
    expect(mail!.text).toContain('Uw wachtwoord is gewijzigd');
    expect((await change(token, 'Anders2026!', pieter.password, 'degroot')).statusCode).toBe(200);
  });

  it('is the signed-in customer’s own: no token, or another office’s token, gets nothing', async () => {
    const token = await server.login('vandijk', jan.username, jan.password);
    expect((await change(token, jan.password, 'Anders2026!', 'degroot')).statusCode).toBe(401);
    expect(
      (
        await call(undefined, 'POST', 'change/password', {
          current_password: jan.password,
          new_password: 'A'.repeat(10),
          new_password_confirmation: 'A'.repeat(10),
        })
      ).statusCode,
    ).toBe(401);
    const closed = await call(token, 'POST', 'change/password', {
      current_password: jan.password,
      new_password: 'Anders2026!',
      new_password_confirmation: 'Anders2026!',
      proof: '123456',
    });
    expect(closed.statusCode).toBe(400);
    await server.signIn('vandijk', jan);
  });
});

describe('other security changes mailed', () => {
  it('mails a password set with a reset link', async () => {
    await forgetThrottles();
    await call(undefined, 'POST', 'recover/password', { username: sanne.username, portal: 'VANDIJK' });
    const link = new URL((await server.outbox(sanne.username))[0]!.links[0]!);
    const reset = await call(undefined, 'POST', 'reset/password', { token: link.searchParams.get('reset_password'), password: sanne.password });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await server.outbox(sanne.username))[0]!.text).toContain('Je wachtwoord is gewijzigd');
  });
});

describe('an office that requires an app', () => {
  it('keeps the customer’s app: removing it answers 409 app_required', async () => {
    await forgetThrottles();
    const db = server.database.db;
    await sql`UPDATE tenants SET settings = settings || '{"stronger_factor_required": true}'::jsonb WHERE code = 'VANDIJK'`.execute(db);
    // The office's row is cached for a few seconds.
    clock.advance(10_000);
    const token = await server.login('vandijk', sanne.username, sanne.password);
    await stepUpByMail(token, sanne.username);
    const refused = await call(token, 'DELETE', 'app');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'app_required' } });
    expect(answerErrors('portal', 'deleteApp', 409, refused.json())).toEqual([]);
    await sql`UPDATE tenants SET settings = settings - 'stronger_factor_required' WHERE code = 'VANDIJK'`.execute(db);
  });
});
