// A process that takes the data-directory lock of argv[2], says so, and waits to be killed.
import { lockDataDir } from '../../../../src/server/db/data-dir-lock';

await lockDataDir(process.argv[2]!);
console.log('locked');
setInterval(() => undefined, 60_000);
