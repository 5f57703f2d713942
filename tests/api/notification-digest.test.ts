// Notification preferences and the e-mail digest through the real server: a customer chooses per
// kind push, e-mail or nothing; items told by e-mail wait for one digest a day at most (from 08:00
// Amsterdam time), which says how many there are and nothing of what they say, and which happens
// once even when several server instances look at the same moment.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/mail/mailer';
import { sendDueDigests, type DigestDeps } from '../../src/server/notify/digest';
import { demoLogins, useDemoTokens, useTestServer } from './helper';

const server = useTestServer();
const tokens = useDemoTokens(server);
let deps: DigestDeps;

beforeAll(() => {
  const config = loadConfig({ DATA_DIR: ':memory:' });
  deps = { db: server.database.db, mailer: createMailer(config, server.database.db, server.app.log), portalUrlTemplate: 'https://{office}.portaal.example' };
});

const allPush = { message: 'push', task: 'push', mail: 'push', document: 'push', document_request: 'push', signal: 'push' };
const choose = (token: string, body: unknown) => server.call('vandijk', 'POST', '/api/customer/customer/notification_preferences', { token, body });
const officeItem = (username: string, kind: string) =>
  server.call(null, 'POST', '/dev/office-item', { body: { office: 'vandijk', username, kind, title: 'Polis € 1.250', text: 'Premie 42,10' } });
const digestsTo = async (to: string) => (await server.outbox(to)).filter((mail) => mail.subject.startsWith('Nieuw in je klantportaal'));
const waiting = async () =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification_digest_items WHERE mailed_at IS NULL`.execute(server.database.db)).rows[0]!.n);

describe('notification preferences', () => {
  it('are push for every kind until the customer chooses', async () => {
    const customer = await server.call('vandijk', 'GET', '/api/customer/customer', { token: tokens.jan });
    expect(customer.json()).toMatchObject({ notification_preferences: allPush });
  });

  it.each([
    ['an unknown channel', { ...allPush, task: 'sms' }],
    ['a missing kind', { message: 'push', task: 'push', mail: 'push', signal: 'push' }],
    ['an unknown kind', { ...allPush, invoice: 'push' }],
    ['no object', ['push']],
  ])('refuses %s and keeps what was chosen', async (_name, body) => {
    expect((await choose(tokens.sanne, body)).statusCode).toBe(400);
    const customer = await server.call('vandijk', 'GET', '/api/customer/customer', { token: tokens.sanne });
    expect(customer.json()).toMatchObject({ notification_preferences: allPush });
  });

  it("are the customer's own: another customer's stay as they were", async () => {
    const chosen = { ...allPush, message: 'email', task: 'none' };
    expect((await choose(tokens.jan, chosen)).statusCode).toBe(200);
    expect((await server.call('vandijk', 'GET', '/api/customer/customer', { token: tokens.jan })).json()).toMatchObject({ notification_preferences: chosen });
    expect((await server.call('vandijk', 'GET', '/api/customer/customer', { token: tokens.sanne })).json()).toMatchObject({
      notification_preferences: allPush,
    });
    const pieter = await server.call('degroot', 'GET', '/api/customer/customer', { token: tokens.pieter });
    expect(pieter.json()).toMatchObject({ notification_preferences: allPush });
  });

  it('decide the channel: e-mail waits for the digest, none tells nothing', async () => {
    const before = await waiting();
    expect((await officeItem(demoLogins.vandijk.username, 'message')).json()).toMatchObject({ notified: { channel: 'email', pushed: 0, queued: true } });
    expect((await officeItem(demoLogins.vandijk.username, 'task')).json()).toMatchObject({ notified: { channel: 'none', pushed: 0, queued: false } });
    // Push without a subscribed device falls back to the digest.
    expect((await officeItem(demoLogins.vandijk.username, 'mail')).json()).toMatchObject({ notified: { channel: 'push', pushed: 0, queued: true } });
    expect(await waiting()).toBe(before + 2);
  });
});

describe('the daily digest', () => {
  // November 2027: the clocks went back on 31 October, so Amsterdam is UTC+1.
  const at = (day: number, utcTime: string) => new Date(`2027-11-${String(day).padStart(2, '0')}T${utcTime}:00Z`);

  it('waits until 08:00 Amsterdam time', async () => {
    expect(await sendDueDigests(deps, at(2, '06:59'))).toBe(0);
    expect(await digestsTo(demoLogins.vandijk.username)).toEqual([]);
  });

  it('goes out once a day, saying how many items and nothing of them', async () => {
    await sql`DELETE FROM notification_digest_items`.execute(server.database.db);
    await officeItem(demoLogins.vandijk.username, 'message');
    await officeItem(demoLogins.vandijk.username, 'document_request');
    await sql`UPDATE notification_digest_items SET created_at = ${at(1, '12:00')}`.execute(server.database.db);
    expect(await sendDueDigests(deps, at(2, '07:00'))).toBe(1);
    const [digest] = await digestsTo(demoLogins.vandijk.username);
    expect(digest!.text).toContain('Er staan 2 nieuwe items voor je klaar in het klantportaal van Van Dijk Hypotheken & Verzekeringen.');
    expect(digest!.links).toEqual(['https://vandijk.portaal.example/']);
    expect(digest!.text).not.toMatch(/Polis|Premie|1\.250|42,10/);

    await officeItem(demoLogins.vandijk.username, 'message');
    await sql`UPDATE notification_digest_items SET created_at = ${at(2, '09:00')} WHERE mailed_at IS NULL`.execute(server.database.db);
    expect(await sendDueDigests(deps, at(2, '15:00'))).toBe(0);
    expect(await digestsTo(demoLogins.vandijk.username)).toHaveLength(1);
    expect(await sendDueDigests(deps, at(3, '08:00'))).toBe(1);
    const [next] = await digestsTo(demoLogins.vandijk.username);
    expect(next!.text).toContain('Er staat 1 nieuw item voor je klaar');
  });

  it('is sent once when several instances look at the same moment', async () => {
    await officeItem(demoLogins.vandijkSecond.username, 'mail');
    await sql`UPDATE notification_digest_items SET created_at = ${at(3, '08:00')} WHERE mailed_at IS NULL`.execute(server.database.db);
    const sent = await Promise.all([sendDueDigests(deps, at(4, '09:00')), sendDueDigests(deps, at(4, '09:00')), sendDueDigests(deps, at(4, '09:00'))]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await digestsTo(demoLogins.vandijkSecond.username)).toHaveLength(1);
  });

  it('leaves out kinds switched off since they were queued', async () => {
    await choose(tokens.jan, { ...allPush, message: 'email' });
    await officeItem(demoLogins.vandijk.username, 'message');
    await choose(tokens.jan, { ...allPush, message: 'none' });
    await sql`UPDATE notification_digest_items SET created_at = ${at(4, '08:00')} WHERE mailed_at IS NULL`.execute(server.database.db);
    expect(await sendDueDigests(deps, at(5, '09:00'))).toBe(0);
  });
});
