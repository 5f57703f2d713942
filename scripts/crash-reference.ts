// The crash test's yardstick: loads the server's code as a restart does (every module, not run),
// opens PGlite on a copy of the killed data directory (recovery included), asks one question and
// prints the processor time this process used. The server's restart is judged against it, so a
// slower or busier machine, or a larger server, moves both, and the check still catches a restart
// that does needless work.
import { PGlite } from '@electric-sql/pglite';
import { cpuMs } from './crash-cpu';

await import('../src/server/app');

const client = new PGlite(process.argv[2]!);
await client.waitReady;
await client.query('SELECT count(*) FROM information_schema.tables');
console.log(cpuMs('self'));
process.exit(0);
