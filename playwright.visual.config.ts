// The visual suite (`npm run test:visual`): the studio's stories, built by `npm run studio:build`,
// served as static files and compared with the committed screenshots in tests/visual/baselines/.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.VISUAL_PORT ?? 4691);

export default defineConfig({
  ...base,
  testDir: 'tests/visual',
  outputDir: 'test-results/visual',
  // The baselines are made on Linux with Debian's Chromium; one set, named by story and width.
  snapshotPathTemplate: 'tests/visual/baselines/{arg}{ext}',
  retries: 0,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  expect: { toHaveScreenshot: { maxDiffPixels: 10, threshold: 0.2, animations: 'disabled', caret: 'hide' } },
  webServer: {
    command: `npx vite preview --config .storybook/vite.config.ts --outDir dist/studio --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
