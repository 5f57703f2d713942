import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { precompressPlugin, privateManifestPlugin } from './scripts/vite/precompress';
import { startUpChunks } from './scripts/vite/start-up-chunks';

// The reference server (src/server) answers these prefixes; the dev server hands them on.
const SERVER = process.env.PORTAL_SERVER_URL ?? 'http://localhost:3000';
const SERVER_PREFIXES = ['/api', '/proxy', '/advice', '/health'];

// changeOrigin false keeps the Host header (vandijk.localhost:5173), because the
// server resolves the office from its first label.
const toServer: ProxyOptions = { target: SERVER, changeOrigin: false };

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// Every build gets its own id, so the service worker differs from the deployed one by a byte.
const BUILD_ID = process.env.BUILD_ID ?? `${version}-${Date.now().toString(36)}`;

/** Emits the service worker as /sw.js with this build's id (src/app/shell/prompts/sw.js says why). */
function serviceWorker(): Plugin {
  return {
    name: 'portal-service-worker',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(new URL('./src/app/shell/prompts/sw.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: source.replace('__BUILD_ID__', BUILD_ID) });
    },
  };
}

/**
 * Builds our own advice widgets (src/widgets) as /widgets/<name>/latest.js beside the portal, the
 * address a widget CDN would give them; ADVICE_WIDGETS_URL points the portal at another host.
 * Each is a build of its own with everything it uses inside (the portal's parser and formatter
 * too): as chunks of the portal's build they imported the portal's start-up chunks, which an
 * integrator's page, or a widget host apart from the portal, would then load and run.
 */
function adviceWidgets(): Plugin {
  const widgets = { 'max-mortgage': 'src/widgets/max-mortgage.ts', sustainability: 'src/widgets/sustainability.ts' };
  let outDir = '';
  return {
    name: 'advice-widgets',
    apply: 'build',
    configResolved(config) {
      outDir = `${config.build.outDir}/widgets`;
    },
    // Before closeBundle, where the precompress plugin writes the .br and .gz copies.
    async writeBundle() {
      const { build } = await import('vite');
      for (const [name, entry] of Object.entries(widgets)) {
        await build({
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          build: { outDir: `${outDir}/${name}`, emptyOutDir: false, lib: { entry, formats: ['es'], fileName: () => 'latest.js' } },
        });
      }
    },
  };
}

// Each start-up part with what its preload (src/app/startup/signed-*-entry.tsx) fetches beside it,
// the Dutch texts included: Dutch is the default, so they travel in the part's file. The sign-in
// texts are a file of their own: the signed-in profile drawer needs them too, without the sign-in code.
const SIGNED_OUT = ['src/app/startup/signed-out-routes.tsx'];
const SIGNED_IN = [
  'src/app/shell/signed-in-app.tsx',
  'src/features/dashboard/index.ts',
  'src/app/registries/dashboard-cards.tsx',
  ...['shell', 'messages', 'dashboard'].map((namespace) => `locales/nl/${namespace}.json`),
];
const startUp = startUpChunks({ entry: 'src/app/main.tsx', start: 'src/app/start.tsx', signedOut: SIGNED_OUT, signedIn: SIGNED_IN });

export default defineConfig({
  plugins: [
    react(),
    serviceWorker(),
    adviceWidgets(),
    startUp.plugin,
    privateManifestPlugin(),
    precompressPlugin(),
    // `npm run bundle:report`: what fills each chunk, as a treemap beside the build.
    process.env.BUNDLE_REPORT ? visualizer({ filename: 'dist/bundle-report.html', template: 'treemap', gzipSize: true, brotliSize: true }) : null,
  ],
  // The browser finds the office in the host name the same way the server does, so it
  // takes the server's BASE_DOMAIN setting rather than a second variable that could disagree.
  define: {
    'import.meta.env.BASE_DOMAIN': JSON.stringify((process.env.BASE_DOMAIN ?? 'localhost').toLowerCase()),
    'import.meta.env.APP_VERSION': JSON.stringify(version),
    'import.meta.env.ADVICE_WIDGETS_URL': JSON.stringify(process.env.ADVICE_WIDGETS_URL ?? ''),
  },
  // Texts are JSON read whole by i18next: one default export each, as JSON.parse of a string, so a
  // namespace's keys are not written out a second time as named exports and the browser parses
  // them as JSON, which is quicker than code.
  json: { namedExports: false, stringify: true },
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    // Chunks by source module, for the size budgets (moved to dist/build-manifest.json).
    manifest: true,
    // The start chunk (React DOM, MUI's core, react-router, i18next, the session) is one file on purpose
    // (scripts/vite/start-up-chunks.ts); budgets.config.json holds its gzipped size instead.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The start-up code in four files (scripts/vite/start-up-chunks.ts says why), and the
          // schema forms (rjsf) in three chunks that download side by side, so none nears what a
          // lazy chunk may weigh (budgets.config.json). Each module goes
          // to one group only, so nothing is shipped twice; a group must not take its modules'
          // dependencies along (React, MUI), or every chunk using those would import the forms.
          includeDependenciesRecursively: false,
          groups: [
            ...startUp.groups,
            { name: 'rjsf-utils', test: /node_modules[\\/](@rjsf[\\/]utils|@x0k[\\/]json-schema-merge|fast-equals|fast-uri|jsonpointer)[\\/]/, priority: 3 },
            { name: 'rjsf-markdown', test: /node_modules[\\/]markdown-to-jsx[\\/]/, priority: 2 },
            { name: 'rjsf-form', test: /node_modules[\\/]@rjsf[\\/](core|mui|validator-ajv8)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(SERVER_PREFIXES.map((prefix) => [prefix, toServer])),
  },
});
