// Imports an office's customers with their records from an NDJSON file (one customer per line,
// openapi/components/office-import.yaml) with nothing but the packed client
// (@advisory-portal/office-client): the file is streamed up, the answer read a line at a time.
// Prints every refused line and a count of each result; exits 1 when a line was refused.
//   OFFICE_API_URL=https://portaal.example.nl OFFICE_CREDENTIAL=ofk_... node import.mjs customers.ndjson
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createOfficeClient } from '@advisory-portal/office-client';

const [file] = process.argv.slice(2);
const baseUrl = process.env.OFFICE_API_URL;
const credential = process.env.OFFICE_CREDENTIAL;
if (!file || !baseUrl || !credential) {
  console.error('usage: OFFICE_API_URL=<server> OFFICE_CREDENTIAL=<ofk_...> node import.mjs <customers.ndjson>');
  process.exit(2);
}

const office = createOfficeClient({ baseUrl, credential });
const { data, error, response } = await office.POST('/customers/import', {
  // The file goes up as it is read, never whole in memory; the answer is read the same way.
  body: Readable.toWeb(createReadStream(file)),
  bodySerializer: (body) => body,
  headers: { 'content-type': 'application/x-ndjson' },
  duplex: 'half',
  parseAs: 'stream',
});
if (error !== undefined || !response.ok) {
  const failure = error ?? (await response.json());
  console.error(`${response.status} ${failure.error?.code ?? 'error'}: ${failure.error?.message ?? ''}`);
  process.exit(1);
}

const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
let rest = '';
const reader = data.pipeThrough(new TextDecoderStream()).getReader();
for (let read = await reader.read(); !read.done; read = await reader.read()) {
  const lines = (rest + read.value).split('\n');
  rest = lines.pop();
  for (const line of lines) {
    const result = JSON.parse(line);
    counts[result.result] += 1;
    if (result.result === 'refused') {
      const reasons = result.errors.map((problem) => `${problem.field} ${problem.code}`).join('; ');
      console.log(`line ${result.line} ${result.ref ?? '-'} refused: ${reasons}`);
    }
  }
}
console.log(`${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused`);
process.exit(counts.refused ? 1 : 0);
