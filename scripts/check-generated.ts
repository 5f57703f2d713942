// Fails when generated/ no longer matches openapi/: regenerates into a scratch folder and compares.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { generate, packageCopies } from './generate';

const root = resolve(import.meta.dirname, '..');
const committed = join(root, 'generated');

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const fresh = mkdtempSync(join(tmpdir(), 'generated-'));
try {
  await generate(fresh);
  const expected = files(fresh)
    .map((path) => relative(fresh, path))
    .sort();
  const actual = files(committed)
    .map((path) => relative(committed, path))
    .sort();
  const stale = expected.filter((name) => read(join(fresh, name)) !== read(join(committed, name)));
  for (const { generated, copy } of packageCopies) {
    if (readFileSync(join(fresh, generated), 'utf8') !== read(join(root, copy))) stale.push(`../${copy}`);
  }
  const extra = actual.filter((name) => !expected.includes(name));
  if (stale.length || extra.length) {
    console.error('generated/ does not match openapi/. Run `npm run generate` and commit the result.');
    for (const name of stale) console.error(`  stale or missing: generated/${name}`);
    for (const name of extra) console.error(`  not generated any more: generated/${name}`);
    process.exit(1);
  }
  console.log(`generated/ is up to date (${expected.length} files).`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
