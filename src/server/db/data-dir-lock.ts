// PGlite is one process's database: two servers on one data directory silently lose committed
// rows. So the server takes an exclusive lock file first and a second one refuses to start.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; a lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new DataDirLockedError(
          `Another server (process ${owner}) is using the database in ${dataDir}. ` +
            'Stop it first, or give this one its own DATA_DIR or a DATABASE_URL.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}.`);
}
