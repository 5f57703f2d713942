// An office goes live (issue 37), at 375 px in Dutch: the operator makes Van Dijk's credential and
// sets its webhook to a receiver here that verifies each signature; the office's system imports a
// customer with a mortgage and a document (NDJSON) and invites her; she activates from the
// invitation mail on the office's sub-domain, sees the imported mortgage in the office's colour and
// the document, uploads the document the mortgage asks for and sends a message; both reach the
// receiver as verified webhooks, the office downloads her upload through its API, and De Groot's
// credential finds nothing of her. On a server of its own on an embedded database in a directory,
// as the operator's commands need it before the server starts.
import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import auth from '../../locales/nl/auth.json' with { type: 'json' };
import dossier from '../../locales/nl/dossier.json' with { type: 'json' };
import inbox from '../../locales/nl/inbox.json' with { type: 'json' };
import { openDatabase } from '../../src/server/db/database';
import { storeWebhook } from '../../src/server/events/deliveries';
import { newWebhookSecret, sealSecret } from '../../src/server/events/webhook-secret';
import { issueCredential } from '../../src/server/offices/credentials';
import { seedDemo } from '../../src/server/seed';
import { pdf } from '../../src/server/seed/files';
import { officeByCode } from '../../src/server/tenants';
import { mortgage } from '../../scripts/bench/mortgage-body';
import { demoDataDir, startServerOn, stopAuthServer, type OutboxMail } from './auth-server';

// Beside the group's shared server (E2E_PORT), below the sign-in specs' ports.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const SERVER = `http://localhost:${PORT}`;
const VANDIJK_PRIMARY = 'rgb(0, 82, 155)';
const EVA = { ref: 'GL-1', username: 'eva.golive@example.nl', password: 'Eva-golive-2026!' };
const env = { SESSION_SECRET: 'go-live-e2e-session-secret-0123456789abcdef', WEBHOOK_EXTRA_HOSTS: '127.0.0.1' };

const OFFER = pdf(['Hypotheekofferte Kade 12']).content;
const PAYSLIP = pdf(['Loonstrook november']).content;

// The spec's own data directory, made by the operator's steps (demoDataDir).
let dataDir = '';
const credentials = { vandijk: '', degroot: '' };
let secret = '';
const verified: { type: string; ref: string | null; record: number | null }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      const { data } = new Webhook(secret).verify(Buffer.concat(chunks).toString('utf8'), request.headers as Record<string, string>) as {
        data: { type: string; record_id: number | null; customer: { office_ref: string | null } | null };
      };
      verified.push({ type: data.type, ref: data.customer?.office_ref ?? null, record: data.record_id });
      response.writeHead(204).end();
    } catch {
      response.writeHead(400).end();
    }
  });
});

/**
 * The operator's steps, on the database before the server runs: the demo offices, credentials of
 * Van Dijk and De Groot, and Van Dijk's webhook with its signing secret (what `npm run office --
 * credential create` and `webhook set` store; the command module itself loads the contract's
 * validator, which Playwright's loader cannot resolve).
 */
async function operator(hook: string): Promise<void> {
  const own = demoDataDir();
  dataDir = own.dataDir;
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    if (!own.seeded) await seedDemo(database.db);
    const idOf = async (code: string) => (await officeByCode(database.db, code))!.id;
    credentials.vandijk = (await issueCredential(database.db, await idOf('VANDIJK'), ['read', 'write', 'events'])).secret;
    credentials.degroot = (await issueCredential(database.db, await idOf('DEGROOT'), ['read', 'write', 'events'])).secret;
    secret = newWebhookSecret();
    await storeWebhook(database.db, await idOf('VANDIJK'), { url: hook, sealed: sealSecret(secret, env.SESSION_SECRET) }, new Date());
  } finally {
    await database.close();
  }
}

/** A call of an office's system to the office API. */
async function office(credential: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${SERVER}/office/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${credential}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The office's system imports customers (importCustomers): NDJSON up, one result a line back. */
async function officeImport(credential: string, lines: unknown[]): Promise<{ status: number; results: Record<string, unknown>[] }> {
  const response = await fetch(`${SERVER}/office/v1/customers/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/x-ndjson' },
    body: lines.map((line) => JSON.stringify(line)).join('\n'),
  });
  const text = await response.text();
  return {
    status: response.status,
    results: text.trim()
      ? text
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>)
      : [],
  };
}

const at = (path: string) => `http://vandijk.localhost:${PORT}${path}`;

test.describe.serial('an office goes live', () => {
  let server: ChildProcess | undefined;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    await operator(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`);
    server = await startServerOn(PORT, { ...env, DATA_DIR: dataDir, DEMO_DATA: 'false' });
    page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.addInitScript(() => localStorage.setItem('language', 'nl'));
  });

  test.afterAll(async () => {
    await page?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      stopAuthServer(server);
      await exited;
    }
    await new Promise((resolve) => receiver.close(resolve));
    if (dataDir) rmSync(dataDir, { recursive: true });
  });

  test('the office’s system imports a customer with a mortgage and a document and invites her; De Groot finds none of it', async () => {
    const imported = await officeImport(credentials.vandijk, [
      {
        ref: EVA.ref,
        customer: { username: EVA.username, first_name: 'Eva', last_name: 'Smit', two_factor: false },
        mortgages: [{ ref: 'HYP-GL-1', record: mortgage({ hypotheeknummer: 'GL-2026-1' }) }],
        documents: [{ ref: 'DOC-GL-1', record: { name: 'Hypotheekofferte Kade 12', category: 'hypotheken', content: OFFER.toString('base64') } }],
      },
    ]);
    expect(imported.status).toBe(200);
    expect(imported.results, JSON.stringify(imported.results)).toEqual([{ line: 1, ref: EVA.ref, result: 'created' }]);
    expect((await office(credentials.vandijk, 'POST', `/customers/${EVA.ref}/invitation`)).status).toBe(200);
    expect((await office(credentials.degroot, 'GET', `/customers/${EVA.ref}`)).status).toBe(404);
    expect((await office(credentials.degroot, 'GET', `/customers/${EVA.ref}/mortgages/HYP-GL-1`)).status).toBe(404);
    expect((await office(credentials.degroot, 'PUT', `/customers/${EVA.ref}/mortgages/HYP-GL-1`, mortgage())).status).toBe(404);
  });

  test('she activates from the invitation mail on the office’s sub-domain', async () => {
    const mails = (await (await fetch(`${SERVER}/dev/outbox?to=${encodeURIComponent(EVA.username)}`)).json()) as OutboxMail[];
    const link = mails[0]?.links.find((candidate) => candidate.includes('register='));
    expect(link).toContain(`vandijk.localhost:${PORT}`);
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: auth.password_heading_register })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel(auth.field_username, { exact: true })).toHaveValue(EVA.username);
    await page.getByLabel(auth.field_new_password, { exact: true }).fill(EVA.password);
    await page.getByLabel(auth.field_confirmation, { exact: true }).fill(EVA.password);
    await page.getByRole('button', { name: auth.password_submit }).click();
    await expect(page.getByRole('button', { name: /profiel/i })).toBeVisible({ timeout: 15_000 });
    expect((await office(credentials.vandijk, 'GET', `/customers/${EVA.ref}`)).json).toMatchObject({ status: 'active' });
  });

  test('she sees the imported mortgage in the office’s colour and uploads the document it asks for', async () => {
    await page.goto(at('/hypotheek'));
    await page
      .getByRole('button', { name: /Kade 12/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: /Kade 12/ });
    await expect(drawer.getByText('ABN AMRO').first()).toBeVisible();
    const upload = drawer.getByRole('button', { name: dossier.upload_documents });
    await expect(upload).toHaveCSS('background-color', VANDIJK_PRIMARY);
    await upload.click();
    const modal = page.getByRole('dialog', { name: dossier.upload_modal_title });
    const step = modal.getByRole('listitem', { name: 'Loonstrook' });
    const chooser = page.waitForEvent('filechooser');
    await step.getByRole('button', { name: dossier.upload_pick_for.replace('{{name}}', 'Loonstrook') }).click();
    await (await chooser).setFiles({ name: 'loonstrook.pdf', mimeType: 'application/pdf', buffer: PAYSLIP });
    await step.getByRole('button', { name: dossier.upload_confirm }).click();
    await expect(step.getByRole('status')).toHaveText(dossier.upload_success);
    await modal.getByRole('button', { name: dossier.close }).click();
  });

  test('she finds the document the office gave her', async () => {
    await page.goto(at('/documenten'));
    await expect(page.getByText('Hypotheekofferte Kade 12').first()).toBeVisible();
  });

  test('she sends a message to the office', async () => {
    await page.goto(at('/contact'));
    await page.getByRole('combobox', { name: inbox.category }).click();
    await page.getByRole('option', { name: inbox.category_refinance }).click();
    await page.getByRole('textbox', { name: inbox.subject, exact: false }).fill('Mijn eerste bericht');
    await page.getByRole('textbox', { name: inbox.message, exact: false }).fill('Alles staat erin, dank jullie wel.');
    await page.getByRole('button', { name: inbox.send }).click();
    await expect(page.getByText(inbox.message_sent)).toBeVisible();
  });

  test('the office’s receiver gets the upload and the message as verified webhooks, in order', async () => {
    const hers = () => verified.filter((event) => event.ref === EVA.ref).map((event) => event.type);
    await expect.poll(hers, { timeout: 15_000 }).toEqual(expect.arrayContaining(['document.uploaded', 'message.sent']));
    expect(hers().indexOf('document.uploaded')).toBeLessThan(hers().indexOf('message.sent'));
    const upload = verified.find((event) => event.ref === EVA.ref && event.type === 'document.uploaded')!;
    const file = await fetch(`${SERVER}/office/v1/customers/${EVA.ref}/document-files/${upload.record}`, {
      headers: { authorization: `Bearer ${credentials.vandijk}` },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PAYSLIP)).toBe(true);
    const stranger = `${SERVER}/office/v1/customers/${EVA.ref}/document-files/${upload.record}`;
    expect((await fetch(stranger, { headers: { authorization: `Bearer ${credentials.degroot}` } })).status).toBe(404);
    const theirs = await office(credentials.degroot, 'GET', '/events');
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.json)).not.toContain(EVA.ref);
  });
});
