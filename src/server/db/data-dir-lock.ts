// PGlite is one process's database: two servers on one data directory silently lose committed
// rows. So a server takes two locks before it opens the directory, and a second server refuses:
// 1. A Unix socket in Linux's abstract namespace, named after the directory. The kernel frees it the
//    moment its process dies (kill -9 included, zombie or not), so a restart never waits and never
//    mistakes a stranger's reused process id for the old server. The live holder answers its
//    process id on it, for the refusal's message.
// 2. proper-lockfile's lock directory with a heartbeat, for servers in other network namespaces
//    (containers sharing one volume) that cannot see each other's socket: one of ours left by a
//    dead process on this host is taken over at once; one of another host only once it goes stale.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/** How long a lock directory of another host stays valid without its heartbeat. */
const STALE_MS = 15_000;

interface Owner {
  host: string;
  pid: number;
}

function refusal(dataDir: string, pid: number | null, host?: string): DataDirLockedError {
  const who = pid ? `process ${pid}${host && host !== hostname() ? ` on ${host}` : ''}` : 'process unknown';
  return new DataDirLockedError(
    `Another server (${who}) is using the database in ${dataDir}. Stop it first, or give this one its own DATA_DIR or a DATABASE_URL.`,
  );
}

function socketName(dataDir: string): string {
  return `\0advisory-portal-data-dir:${createHash('sha256').update(realpathSync(dataDir)).digest('hex')}`;
}

/** Binds the directory's socket; 'taken' when a live process holds it. */
function holdSocket(name: string): Promise<Server | 'taken'> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end(String(process.pid)));
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve('taken') : reject(error)));
    server.listen(name, () => {
      server.unref();
      resolve(server);
    });
  });
}

/** The process id the socket's holder answers, or null when it does not answer in time. */
function holderPid(name: string): Promise<number | null> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(name);
    const timer = setTimeout(() => socket.destroy(), 2000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(/^\d+$/.test(answer) ? Number(answer) : null);
    });
    socket.on('error', () => undefined);
  });
}

function readOwner(file: string): Owner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Owner;
  } catch {
    return null;
  }
}

async function lockDirectory(dataDir: string, lockPath: string, ownerFile: string, holdsHostSocket: boolean): Promise<() => Promise<void>> {
  const options = {
    lockfilePath: lockPath,
    stale: STALE_MS,
    realpath: false,
    // A missed heartbeat (the event loop stalled) is no reason to stop a healthy server: on this
    // host the socket still keeps every other server out.
    onCompromised: (error: Error) => console.error(`The lock of ${dataDir} missed its heartbeat: ${error.message}`),
  };
  // The lock file of earlier versions was a plain file holding a process id.
  if (statSync(lockPath, { throwIfNoEntry: false })?.isFile()) rmSync(lockPath);
  try {
    return await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const previous = readOwner(ownerFile);
    if (holdsHostSocket && previous?.host === hostname()) {
      // Left by a server of this host, which is dead: we hold the socket it would hold.
      rmSync(lockPath, { recursive: true, force: true });
      return lockfile.lock(dataDir, options);
    }
    // Another host's server keeps its lock fresh; a dead one's goes stale and is taken over.
    const retries = { retries: Math.ceil(STALE_MS / 1000) + 2, minTimeout: 1000, maxTimeout: 1000, factor: 1 };
    return lockfile.lock(dataDir, { ...options, retries }).catch((again: NodeJS.ErrnoException) => {
      throw again.code === 'ELOCKED' ? refusal(dataDir, previous?.pid ?? null, previous?.host) : again;
    });
  }
}

/** Takes the data directory or throws DataDirLockedError; answers the release. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const name = socketName(dataDir);
  // The abstract namespace is Linux's; elsewhere the heartbeat lock alone holds.
  const socket = process.platform === 'linux' ? await holdSocket(name) : null;
  if (socket === 'taken') throw refusal(dataDir, await holderPid(name));
  const ownerFile = join(dataDir, 'server.owner');
  try {
    const releaseDirectory = await lockDirectory(dataDir, join(dataDir, 'server.lock'), ownerFile, socket !== null);
    writeFileSync(ownerFile, JSON.stringify({ host: hostname(), pid: process.pid } satisfies Owner));
    return async () => {
      await releaseDirectory().catch(() => undefined);
      await new Promise((done) => (socket ? socket.close(done) : done(undefined)));
    };
  } catch (error) {
    socket?.close();
    throw error;
  }
}
