// `npm run office -- <command>` (src/server/offices/command.ts) on the database the server uses:
// DATABASE_URL or DATA_DIR, migrated like a start. With the embedded database a running server
// holds its lock, so stop it first (the lock says so).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { runOfficeCommand } from '../src/server/offices/command';
import { progressText, type ImportIo } from '../src/server/offices/import-command';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema }).catch((error: unknown) => {
  console.error(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
// Progress goes to stderr, so the summary on stdout can be kept apart.
const importIo: ImportIo = {
  open: async (path) => ({ size: (await stat(path)).size, body: createReadStream(path) }),
  progress: (done, final) => process.stderr.write(`${progressText(done, process.stderr.isTTY)}${final && process.stderr.isTTY ? '\n' : ''}`),
};
const result = await runOfficeCommand(database.db, process.argv.slice(2), (path) => readFile(path, 'utf8'), new Date(), config, {
  io: importIo,
  config,
}).finally(() => database.close());
// Exits explicitly, once the text is out: the embedded database's exit handlers reset process.exitCode.
(result.code === 0 ? process.stdout : process.stderr).write(`${result.lines.join('\n')}\n`, () => process.exit(result.code));
