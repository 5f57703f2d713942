// `npm run office -- webhook|events|deliveries ...`: an office's webhook address and secret, its
// latest events and their deliveries, and sending a failed one again (decision record 042). The
// secret is printed once, when made; the server keeps it sealed (events/webhook-secret.ts).
import type { Db } from '../db/database';
import { latestDeliveries, resendDelivery, storeWebhook, webhookOf } from '../events/deliveries';
import { lastEventNumber, officeEvents } from '../events/outbox';
import { webhookTarget, type WebhookHostConfig } from '../events/webhook-address';
import { newWebhookSecret, sealSecret } from '../events/webhook-secret';
import { officeByCode } from '../tenants';
import type { CommandResult } from './command-result';

export interface WebhookCommandConfig extends WebhookHostConfig {
  sessionSecret: string;
}

export const webhookUsage = [
  '  webhook set <CODE> <https://...>                where the office’s events are sent',
  '  webhook show <CODE> | webhook rotate-secret <CODE>   the address; a new signing secret, shown once',
  '  events <CODE>                                   the latest events and how their deliveries went',
  '  deliveries <CODE> [--failed] | deliveries resend <CODE> <ID>',
];

const LATEST = 20;
const usage = (problem: string): CommandResult => ({ code: 2, lines: [problem, ...webhookUsage] });
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : '-');

async function webhook(db: Db, tenantId: number, code: string, args: string[], config: WebhookCommandConfig, now: Date): Promise<CommandResult> {
  const [action, address] = args;
  const current = await webhookOf(db, tenantId);
  if (action === 'show') return { code: 0, lines: [current ? `${code}: ${current.url} (changed ${iso(current.updated_at)})` : `${code} has no webhook.`] };
  if (action === 'set' && address) {
    const target = webhookTarget(address, config);
    if (!target.ok) return { code: 1, lines: [`The address ${target.problem}.`] };
    const secret = current ? null : newWebhookSecret();
    await storeWebhook(db, tenantId, { url: target.url.href, ...(secret ? { sealed: sealSecret(secret, config.sessionSecret) } : {}) }, now);
    return { code: 0, lines: [`${code} sends its events to ${target.url.href}.`, ...(secret ? shownOnce(secret) : [])] };
  }
  if (action === 'rotate-secret') {
    if (!current) return { code: 1, lines: [`${code} has no webhook; set its address first.`] };
    const secret = newWebhookSecret();
    await storeWebhook(db, tenantId, { sealed: sealSecret(secret, config.sessionSecret) }, now);
    return { code: 0, lines: [`New signing secret of ${code}; the old one signs nothing from now on.`, ...shownOnce(secret)] };
  }
  return usage('Name set <url>, show or rotate-secret.');
}

const shownOnce = (secret: string) => ['Signing secret (Standard Webhooks):', secret, 'It is shown this once: give it to the office now.'];

const deliveryLine = (row: Awaited<ReturnType<typeof latestDeliveries>>[number]) =>
  [row.delivery_id, row.seq, row.type, row.status, `tries ${row.attempts}`, row.last_error ?? '', `next ${iso(row.next_attempt_at)}`].join('\t');

export async function runWebhookCommand(db: Db, command: string, argv: string[], config: WebhookCommandConfig, now: Date): Promise<CommandResult> {
  // `webhook <action> <CODE> ...` and `deliveries resend <CODE> <ID>` name an action before the office.
  const resend = command === 'deliveries' && argv[0] === 'resend';
  const [action, code, ...rest] = command === 'webhook' || resend ? argv : ['', ...argv];
  if (!code) return usage('Name the office code.');
  const office = await officeByCode(db, code);
  if (!office) return { code: 1, lines: [`No office with code ${code.toUpperCase()}.`] };
  if (command === 'webhook') return webhook(db, office.id, office.code, [action ?? '', ...rest], config, now);
  if (resend) {
    const id = Number(rest[0]);
    if (!Number.isInteger(id) || !(await resendDelivery(db, office.id, id, now)))
      return { code: 1, lines: [`${office.code} has no failed delivery ${rest[0] ?? ''}.`] };
    return { code: 0, lines: [`Delivery ${id} is queued again, with a new day of retries.`] };
  }
  if (command === 'events') {
    const last = await officeEvents(db, office.id, Math.max(0, (await lastEventNumber(db, office.id)) - LATEST), LATEST);
    const sent = new Map((await latestDeliveries(db, office.id, LATEST * 5)).map((row) => [row.seq, row]));
    if (!last.length) return { code: 0, lines: [`${office.code} has no events yet.`] };
    return {
      code: 0,
      lines: last.map((row) =>
        [row.seq, iso(row.occurred_at), row.type, `customer ${row.customer_id ?? '-'}`, sent.get(row.seq)?.status ?? 'no webhook'].join('\t'),
      ),
    };
  }
  if (command === 'deliveries') {
    const rows = await latestDeliveries(db, office.id, LATEST, rest.includes('--failed') ? 'failed' : undefined);
    return { code: 0, lines: rows.length ? rows.map(deliveryLine) : ['No deliveries.'] };
  }
  return usage('Unknown command.');
}
