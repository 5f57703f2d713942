// Onboards an office through its API with nothing but the packed client
// (@advisory-portal/office-client): reads the office's settings from a JSON file, puts them, and
// prints the office's audit trail. Run in a folder where the package is installed:
//   OFFICE_API_URL=https://portaal.example.nl OFFICE_CREDENTIAL=ofk_... node onboard.mjs office.json
import { readFile } from 'node:fs/promises';
import { createOfficeClient } from '@advisory-portal/office-client';

const [settingsFile] = process.argv.slice(2);
const baseUrl = process.env.OFFICE_API_URL;
const credential = process.env.OFFICE_CREDENTIAL;
if (!settingsFile || !baseUrl || !credential) {
  console.error('usage: OFFICE_API_URL=<server> OFFICE_CREDENTIAL=<ofk_...> node onboard.mjs <settings.json>');
  process.exit(2);
}

const office = createOfficeClient({ baseUrl, credential });

/** The answer's data, or the API's message key on stderr and a failed exit. */
function dataOf({ data, error, response }) {
  if (error === undefined) return data;
  console.error(`${response.status} ${error.error?.code ?? 'error'}: ${error.error?.message ?? ''}`);
  process.exit(1);
}

const current = dataOf(await office.GET('/office'));
console.log(`office ${current.code} (${current.subdomain})`);

const settings = JSON.parse(await readFile(settingsFile, 'utf8'));
const saved = dataOf(await office.PUT('/office', { body: settings }));
console.log(`settings saved: ${Object.keys(saved).length} fields`);

// The trail is a feed: `next_cursor` is where to read on later, so a page shorter than asked for is
// its end for now.
const LIMIT = 500;
let cursor;
for (;;) {
  const query = cursor ? { limit: LIMIT, cursor } : { limit: LIMIT };
  const page = dataOf(await office.GET('/audit', { params: { query } }));
  for (const entry of page.entries) {
    console.log(`${entry.at} ${entry.credential_prefix} ${entry.operation_id} ${entry.status} ${entry.records.join(' ')}`);
  }
  if (page.entries.length < LIMIT) break;
  cursor = page.next_cursor;
}
