// How the portal's files and the API's answers travel: the build writes a brotli and a gzip copy
// of every text asset (scripts/vite/precompress.ts), so serving them costs no CPU per request;
// file names with a content hash never change, so the browser keeps them a year without asking;
// index.html and the service worker name those files, so the browser asks for them every time.
// API answers above a small size are compressed on the fly, at a quality cheap enough to keep
// the throughput (`npm run bench:api`, README).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

const ASSET_NAME = /\/assets\/([^/]+)$/;
const PRECOMPRESSED = /\.(?:br|gz)$/;
const WORD = /^\w+$/;
const HASH_CHAR = /[\w-]/;

/**
 * Vite's output: `assets/<name>-<8+ character hash>.<ext>`, or its precompressed copy. Read in
 * steps, not with one pattern: the name and the hash share characters, and a pattern that has to
 * choose where one ends backtracks on a long path.
 */
function isHashedAsset(path: string): boolean {
  const file = ASSET_NAME.exec(path)?.[1]?.replace(PRECOMPRESSED, '');
  const dot = file?.lastIndexOf('.') ?? -1;
  if (!file || dot < 0 || !WORD.test(file.slice(dot + 1))) return false;
  const stem = file.slice(0, dot);
  // The hash is the longest tail of hash characters after a dash (the name before it not empty).
  let tail = stem.length;
  while (tail > 0 && HASH_CHAR.test(stem[tail - 1]!)) tail -= 1;
  const dash = stem.indexOf('-', Math.max(1, tail));
  return dash > 0 && stem.length - dash - 1 >= 8;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** May be stored, but is checked with the server (a cheap 304) before every use. */
export const REVALIDATE = 'no-cache';

export function cacheControlFor(path: string): string {
  return isHashedAsset(path.replaceAll('\\', '/')) ? IMMUTABLE : REVALIDATE;
}

/** Options for @fastify/static: serve `<file>.br` / `<file>.gz` when the browser takes them. */
export function staticAssetOptions() {
  return {
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => void reply.header('cache-control', cacheControlFor(path)),
  };
}

// Compressing answers of less than a packet costs more than it saves.
const THRESHOLD_BYTES = 1024;
const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript)|text\/|image\/svg\+xml)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    encodings: ['br', 'gzip'],
    // The fastest levels: on a CPU-bound server higher levels cost much of the API's throughput for
    // little smaller answers (bench:api, docs/performance/api.md). A small window is plenty for an
    // API answer and cheaper to set up than brotli's default.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 18 } },
    zlibOptions: { level: 1 },
    // Every API answer is compressed in one synchronous call: through a zlib stream each answer pays
    // for its stream and thread-pool set-up, which cost the larger answers much of their throughput
    // (docs/performance/api.md).
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  });
}
