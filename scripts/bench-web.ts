// `npm run bench:web`: the portal's first load beside a bare React + react-router + MUI shell
// (bench/bare-shell) and beside that shell with the libraries the portal's first paint needs
// loaded first (bench/bare-shell/libraries), all built by the same Vite and served the same way. For the login page and
// the dashboard (a stored session of the demo customer) it prints the JavaScript on the wire until
// the page shows its content, the time to that content at 1× and 4× CPU (Chromium's throttling,
// median of interleaved runs, with the spread), and Lighthouse's mobile score, LCP, TBT and CLS.
// The shell with libraries waits for one real API answer of the portal server before its content.
// `--before <folder>`: another checkout of the portal (an earlier commit, built and served from
// there), measured interleaved with this one, for a before/after table from one run. `--smoke`:
// one run of each, for CI, so the benchmark cannot rot.
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
// The portal adopts a session handed over under this key; the benchmark hands one over.
// eslint-disable-next-line no-restricted-imports -- a constant shared with the app, no React code
import { HANDOVER_KEY } from '../src/features/auth/account-storage';
import { audit, type Audit } from './bench/lighthouse';
import { SMOKE, startServer, stopServer } from './bench/options';
import { signIn } from './bench/sign-in';
import { launchChromium, measureLoad, returningDevice, type Load, type PageUnderTest } from './bench/web-timing';
import { precompressPlugin } from './vite/precompress';

const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 4560);
const SHELL_PORTS = { shell: PORTAL_PORT + 1, libraries: PORTAL_PORT + 2 };
const BEFORE_PORT = PORTAL_PORT + 3;
const beforeFlag = process.argv.indexOf('--before');
const BEFORE = beforeFlag > 0 ? process.argv[beforeFlag + 1] : undefined;
const RUNS = SMOKE ? 1 : Number(process.env.BENCH_RUNS ?? 7);
// The smoke keeps Lighthouse out: its audits are the slowest part and prove nothing in one run.
const AUDITS = SMOKE ? 0 : Number(process.env.BENCH_AUDITS ?? 3);
const CPU_RATES = [1, 4] as const;
const SHELL_DIST = { shell: 'dist/bare-shell', libraries: 'dist/bare-shell-libraries' };

type Shell = keyof typeof SHELL_DIST;
type App = 'portal' | 'before' | Shell;
type Screen = 'login' | 'dashboard';
const SHELLS: readonly Shell[] = ['shell', 'libraries'];
const APPS: readonly App[] = ['portal', ...(BEFORE ? (['before'] as const) : []), ...SHELLS];
const APP_NAMES: Record<App, string> = { portal: 'portal', before: 'portal before', shell: 'bare shell', libraries: 'shell with libraries + API answer' };
const SERVER_ENV = { DATA_DIR: ':memory:', DATABASE_URL: '', DEMO_DATA: 'true', ACCESS_TOKEN_SECONDS: '7200' };
const SCREENS: readonly Screen[] = ['login', 'dashboard'];

async function buildAll() {
  // Vite's build sets NODE_ENV=production in this process; the servers started after it must not
  // inherit that (the portal server then wants a production secret).
  const nodeEnv = process.env.NODE_ENV;
  // PORTAL_BUILT: the run already built this checkout's portal (CI builds it once for every step).
  if (!process.env.PORTAL_BUILT) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (BEFORE) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: BEFORE });
  for (const shell of SHELLS) {
    await build({
      root: fileURLToPath(new URL('../bench/bare-shell', import.meta.url)),
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), precompressPlugin()],
      define: { BENCH_WITH_LIBRARIES: JSON.stringify(shell === 'libraries') },
      build: { outDir: fileURLToPath(new URL(`../${SHELL_DIST[shell]}`, import.meta.url)), emptyOutDir: true, chunkSizeWarningLimit: 1024 },
    });
  }
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

const FEED_ITEM = 'section[aria-labelledby="feed-title"] ul > li';

/** The login and a returning customer's dashboard of the portal served on `port`, and the customer's access token. */
async function portalPages(port: number): Promise<[Record<Screen, PageUnderTest>, string]> {
  const portal = `http://vandijk.localhost:${port}`;
  const tokens = await signIn({ server: `http://127.0.0.1:${port}`, tenant: 'vandijk' }, 'jan.devries@example.nl');
  const dashboard = { url: `${portal}/`, ready: FEED_ITEM };
  const storage = await returningDevice(dashboard, { [HANDOVER_KEY]: JSON.stringify({ ...tokens, tenant: 'vandijk' }) });
  return [{ login: { url: `${portal}/`, ready: 'input[type="password"]' }, dashboard: { ...dashboard, storage } }, tokens.access_token];
}

async function pages(): Promise<Record<App, Record<Screen, PageUnderTest>>> {
  // The shells' stored session is an access token of the portal server, for their one API answer.
  const [portal, accessToken] = await portalPages(PORTAL_PORT);
  const shellPages = (origin: string): Record<Screen, PageUnderTest> => ({
    login: { url: `${origin}/login`, ready: 'input[type="password"]' },
    dashboard: { url: `${origin}/`, ready: FEED_ITEM, storage: { 'bare.session': accessToken } },
  });
  return {
    portal,
    ...(BEFORE ? { before: (await portalPages(BEFORE_PORT))[0] } : {}),
    ...(Object.fromEntries(SHELLS.map((shell) => [shell, shellPages(`http://localhost:${SHELL_PORTS[shell]}`)])) as Record<
      Shell,
      Record<Screen, PageUnderTest>
    >),
  } as Record<App, Record<Screen, PageUnderTest>>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Result {
  loads: Record<number, Load[]>;
  audits: Audit[];
}

async function measureAll(targets: Record<App, Record<Screen, PageUnderTest>>) {
  const results = {} as Record<App, Record<Screen, Result>>;
  for (const app of APPS) results[app] = { login: { loads: { 1: [], 4: [] }, audits: [] }, dashboard: { loads: { 1: [], 4: [] }, audits: [] } };
  const browser = await launchChromium();
  try {
    // Interleaved, and the order flips each round, so a busy moment of the machine hits both apps.
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 ? [...APPS].reverse() : APPS;
      for (const rate of CPU_RATES)
        for (const screen of SCREENS) for (const app of order) results[app][screen].loads[rate]!.push(await measureLoad(browser, targets[app][screen], rate));
    }
  } finally {
    await browser.close();
  }
  for (let run = 0; run < AUDITS; run += 1)
    for (const screen of SCREENS) for (const app of APPS) results[app][screen].audits.push(await audit(targets[app][screen]));
  return results;
}

function printTable(results: Record<App, Record<Screen, Result>>) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\n${RUNS} runs per cell (median), ${AUDITS} Lighthouse runs (median score), ${new Date().toISOString().slice(0, 10)}, ${process.version}\n`);
  console.log('Spreads are the lowest and highest of the runs, in brackets.\n');
  console.log('| page | app | JS files | JS on the wire | content at 1× CPU | at 4× CPU | Lighthouse mobile | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const screen of SCREENS) {
    const summary = {} as Record<App, { files: number; bytes: number; fast: number; slow: number; audit: Audit | undefined }>;
    for (const app of APPS) {
      const { loads, audits } = results[app][screen];
      const middle = [...audits].sort((a, b) => a.score - b.score)[Math.floor(audits.length / 2)];
      summary[app] = {
        files: median(loads[1]!.map((load) => load.jsFiles)),
        bytes: median(loads[1]!.map((load) => load.jsBytes)),
        fast: median(loads[1]!.map((load) => load.ms)),
        slow: median(loads[4]!.map((load) => load.ms)),
        audit: middle,
      };
      const row = summary[app];
      const spread = (values: number[], show: (value: number) => string) => `(${show(Math.min(...values))}–${show(Math.max(...values))})`;
      const slow = `${s(row.slow)} ${spread(
        loads[4]!.map((load) => load.ms),
        s,
      )}`;
      const lighthouse = row.audit
        ? `${row.audit.score} ${spread(
            audits.map((one) => one.score),
            String,
          )} | ${s(row.audit.lcpMs)} | ${row.audit.tbtMs.toFixed(0)} ms | ${row.audit.cls.toFixed(3)}`
        : '– | – | – | –';
      console.log(`| ${screen} | ${APP_NAMES[app]} | ${row.files} | ${kb(row.bytes)} | ${s(row.fast)} | ${slow} | ${lighthouse} |`);
    }
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
    const { portal } = summary;
    for (const other of APPS.filter((app) => app !== 'portal')) {
      const floor = summary[other];
      console.log(
        `| ${screen} | portal ÷ ${APP_NAMES[other]} | | ${ratio(portal.bytes, floor.bytes)} | ${ratio(portal.fast, floor.fast)} | ${ratio(portal.slow, floor.slow)} | | | | |`,
      );
    }
  }
}

await buildAll();
const servers: ChildProcess[] = [];
try {
  // A long-lived token, so one sign-in (two-factor codes are throttled) serves every run.
  servers.push(await startServer('src/server/main.ts', PORTAL_PORT, SERVER_ENV));
  if (BEFORE) servers.push(await startServer('src/server/main.ts', BEFORE_PORT, SERVER_ENV, [], BEFORE));
  for (const shell of SHELLS)
    servers.push(await startServer('scripts/bench/serve-static.ts', SHELL_PORTS[shell], {}, [SHELL_DIST[shell], '--api', `http://127.0.0.1:${PORTAL_PORT}`]));
  printTable(await measureAll(await pages()));
} finally {
  for (const server of servers) await stopServer(server);
}
