// The crash test's yardstick: opens PGlite on a copy of the killed data directory (recovery
// included), asks one question and prints the processor time this process used. The server's
// restart is judged against it, so a slower or busier machine moves both and the check still
// catches a restart that does needless work.
import { PGlite } from '@electric-sql/pglite';
import { cpuMs } from './crash-cpu';

const client = new PGlite(process.argv[2]!);
await client.waitReady;
await client.query('SELECT count(*) FROM information_schema.tables');
console.log(cpuMs('self'));
process.exit(0);
