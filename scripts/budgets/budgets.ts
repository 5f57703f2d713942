// The size-budget rules over Vite's manifest, apart from the file system so tests can feed them.
export interface ManifestChunk {
  file: string;
  /** The chunk's name: for a chunk that a codeSplitting group made, the group's (vite.config.ts). */
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export interface Budgets {
  firstPaint: Record<string, { from: string[]; maxKB: number }>;
  /** `named`: a larger limit for the chunk of one source module that needs it, with its reason in the config's comment. */
  lazyChunk: { maxKB: number; named?: Record<string, number> };
  /** Each advice widget's bundle: a build of its own (vite.config.ts), so outside the manifest. */
  widget?: { maxKB: number };
}

export interface BudgetReport {
  lines: string[];
  failures: string[];
}

/**
 * The manifest key of `name`: a source module with a chunk of its own, or the name of a chunk a
 * codeSplitting group made (its key carries a hash, `_signed-out-<hash>.js`).
 */
function keyOf(manifest: Manifest, name: string): string {
  if (manifest[name]) return name;
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === name) ?? name;
}

/** The JS files of `keys` and of everything they import statically (what the browser fetches at once). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const key = keyOf(manifest, name);
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`budgets.config.json names ${key}, which the build's manifest does not know`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Each page's first paint (its starting modules' chunks and their static imports) against its
 * limit, and every chunk outside the entry's and the first paints' closures against the one
 * lazy-chunk limit, so a new lazy screen is covered whatever it is called. `sizeKB` gives a file's
 * gzipped size.
 */
export function checkBudgets(manifest: Manifest, budgets: Budgets, sizeKB: (file: string) => number): BudgetReport {
  const lines: string[] = [];
  const failures: string[] = [];
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const firstPaintFiles = staticClosure(manifest, entryKeys);
  for (const [page, budget] of Object.entries(budgets.firstPaint)) {
    const files = staticClosure(manifest, budget.from);
    files.forEach((file) => firstPaintFiles.add(file));
    const total = [...files].reduce((sum, file) => sum + sizeKB(file), 0);
    const line = `${page}: first paint ${total.toFixed(1)} KB in ${files.size} files (budget ${budget.maxKB} KB)`;
    lines.push(line);
    if (total > budget.maxKB) failures.push(line);
  }
  const named = budgets.lazyChunk.named ?? {};
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js') && !firstPaintFiles.has(chunk.file))
    .map(([key, chunk]) => ({ file: chunk.file, kb: sizeKB(chunk.file), maxKB: named[key] ?? budgets.lazyChunk.maxKB }))
    .sort((a, b) => b.kb - a.kb);
  lines.push(`lazy chunks: ${lazy.length}, largest ${lazy[0]?.file ?? '-'} ${(lazy[0]?.kb ?? 0).toFixed(1)} KB (budget ${budgets.lazyChunk.maxKB} KB each)`);
  for (const chunk of lazy) if (chunk.kb > chunk.maxKB) failures.push(`${chunk.file}: ${chunk.kb.toFixed(1)} KB (budget ${chunk.maxKB} KB)`);
  return { lines, failures };
}

/** Each widget bundle (`widgets/<name>/latest.js`) against the one widget limit, when there is one. */
export function checkWidgets(files: readonly string[], budgets: Budgets, sizeKB: (file: string) => number): BudgetReport {
  const limit = budgets.widget?.maxKB;
  if (limit === undefined) return { lines: [], failures: [] };
  const lines = files.map((file) => `${file}: ${sizeKB(file).toFixed(1)} KB (budget ${limit} KB)`);
  return { lines, failures: lines.filter((_line, index) => sizeKB(files[index]!) > limit) };
}
