/**
 * The studio's Vite config: React, the same compile-time constants and JSON handling as the
 * portal's build (vite.config.ts), and the demo answers as a module.
 *
 * `virtual:studio-answers`: what the real server answers the demo customer of each demo office,
 * made once per studio start by scripts/studio/answers.ts (an in-memory database, no server to
 * run). The stories put these answers in the query cache, as the portal does with the server's.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const ID = 'virtual:studio-answers';
const RESOLVED = `\0${ID}`;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function makeAnswers(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('npx', ['tsx', 'scripts/studio/answers.ts'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`scripts/studio/answers.ts failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}

function studioAnswers(): Plugin {
  let answers: Promise<string> | null = null;
  return {
    name: 'studio-answers',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      answers ??= makeAnswers();
      return `export default JSON.parse(${JSON.stringify(await answers)});`;
    },
  };
}

/**
 * While the studio runs, a saved screens.config.ts writes the stories anew (only files that
 * change), and Storybook picks up a new entry's story without a restart.
 */
function studioStories(): Plugin {
  return {
    name: 'studio-stories',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.endsWith('/screens.config.ts')) execFile('npx', ['tsx', 'scripts/studio/stories.ts'], { cwd: ROOT });
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), studioAnswers(), studioStories()],
  define: {
    'import.meta.env.BASE_DOMAIN': JSON.stringify('localhost'),
    'import.meta.env.APP_VERSION': JSON.stringify('studio'),
    'import.meta.env.ADVICE_WIDGETS_URL': JSON.stringify(''),
  },
  json: { namedExports: false, stringify: true },
});
