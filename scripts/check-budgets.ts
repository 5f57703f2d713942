// `npm run check:budgets` (in npm test, after a build): fails when the build breaks a size budget
// of budgets.config.json. It reads Vite's manifest, so it knows each chunk by the source module it
// starts from, whatever hash or name the bundler gives it (rules in scripts/budgets/budgets.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudgets, checkWidgets, type Budgets, type Manifest } from './budgets/budgets';
import { MANIFEST_PATH } from './vite/precompress';

const DIST = process.env.PORTAL_DIST ?? 'dist/portal';
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest;
const budgets = JSON.parse(readFileSync('budgets.config.json', 'utf8')) as Budgets;

const sizeKB = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
const widgets = readdirSync(join(DIST, 'widgets')).map((name) => `widgets/${name}/latest.js`);
const reports = [checkBudgets(manifest, budgets, sizeKB), checkWidgets(widgets, budgets, sizeKB)];
const report = { lines: reports.flatMap((each) => each.lines), failures: reports.flatMap((each) => each.failures) };
for (const line of report.lines) console.log(line);
if (report.failures.length > 0) {
  console.error(`\nOver budget (budgets.config.json; \`npm run bundle:report\` shows what fills a chunk):\n  ${report.failures.join('\n  ')}`);
  process.exit(1);
}
