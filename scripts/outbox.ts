// `npm run outbox [address]`: the mails the running server kept in its local outbox (when no
// SMTP_URL is set), newest first, with their codes and links. It asks the server at PORTAL_URL
// (default http://localhost:3000) through GET /dev/outbox, which exists outside production only.
import type { OutboxEntry } from '../src/server/mail/outbox';

const base = process.env.PORTAL_URL ?? 'http://localhost:3000';
const to = process.argv[2];
const url = new URL('/dev/outbox', base);
if (to) url.searchParams.set('to', to);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const response = await fetch(url).catch(() => fail(`No server answers at ${base}: start it (npm start), or set PORTAL_URL.`));
if (!response.ok || !response.headers.get('content-type')?.includes('json')) {
  fail(`${url.href} answered ${response.status} without an outbox: it exists only on a server outside production.`);
}
const mails = (await response.json()) as OutboxEntry[];
if (mails.length === 0) console.log(to ? `No mail to ${to}.` : 'The outbox is empty.');
for (const mail of mails) {
  console.log(`#${mail.id}  ${mail.created_at}  to ${mail.to}`);
  console.log(`  ${mail.subject}`);
  for (const code of mail.codes) console.log(`  code: ${code}`);
  for (const link of mail.links) console.log(`  link: ${link}`);
  console.log('');
}
