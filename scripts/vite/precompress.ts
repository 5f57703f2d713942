// Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest quality
// (once per build instead of once per request); the server picks the one the browser accepts
// (src/server/static-assets.ts). A copy that saves nothing is not written.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function precompress(file: string): void {
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) return;
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) if (TEXT_FILE.test(file)) precompress(file);
    },
  };
}

/**
 * Where a build's manifest goes: beside the served folder, not in it (it maps every source file).
 * A build to another folder writes its own beside that folder and leaves the default build's alone.
 */
export const manifestBeside = (servedDir: string) => join(dirname(servedDir), 'build-manifest.json');

/** The default build's manifest. */
export const MANIFEST_PATH = manifestBeside('dist/portal');

/**
 * Moves Vite's manifest (`build.manifest`, read by the size budgets) out of the folder the server
 * serves, so the portal does not publish the map of its source files.
 */
export function privateManifestPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'portal-private-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const target = manifestBeside(outDir);
      mkdirSync(dirname(target), { recursive: true });
      renameSync(join(outDir, '.vite/manifest.json'), target);
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}
