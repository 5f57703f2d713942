// Packs the office API's typed client (packages/office-client) into a .tgz with `npm pack`: builds
// its JavaScript and declarations with tsc first, so the tarball needs nothing of this project.
// `--out DIR` chooses where the tarball goes (dist/packages/ otherwise); prints its path.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const folder = join(root, 'packages', 'office-client');

export function packOfficeClient(outDir: string): string {
  mkdirSync(outDir, { recursive: true });
  rmSync(join(folder, 'dist'), { recursive: true, force: true });
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(folder, 'tsconfig.json')], { stdio: 'inherit' });
  const answer = execFileSync('npm', ['pack', '--json', '--pack-destination', outDir], { cwd: folder, encoding: 'utf8' });
  const [packed] = JSON.parse(answer) as { filename: string }[];
  if (!packed) throw new Error('npm pack answered no tarball');
  return join(outDir, packed.filename);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf('--out');
  console.log(packOfficeClient(flag > 0 ? resolve(process.argv[flag + 1] ?? '') : join(root, 'dist', 'packages')));
}
