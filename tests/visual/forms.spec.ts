/**
 * Every form of screens.config.ts as the customer sees it, at phone and desktop width, at the
 * informal office (Van Dijk, je) and the formal one (De Groot, u), compared with the committed
 * baselines: a change to the form engine, a widget, a text or a form's entry shows here as the
 * screens it changes. The forms are the studio's stories (studio/form-story.tsx), built first.
 */
import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { STUDIO_MOMENT } from '../../.storybook/studio-moment';
import { STUDIO_WIDTHS } from '../../studio/studio-globals';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

function formStories(): IndexEntry[] {
  let text: string;
  try {
    text = readFileSync('dist/studio/index.json', 'utf8');
  } catch {
    throw new Error('dist/studio/index.json is missing: run `npm run test:visual`, which builds the studio first.');
  }
  const { entries } = JSON.parse(text) as { entries: Record<string, IndexEntry> };
  return Object.values(entries).filter((entry) => entry.type === 'story' && entry.title === 'Forms');
}

// Fonts and motion held still: DejaVu Sans is on every machine the suite runs on (the CI installs
// it), where the theme's first choice may or may not be.
const STEADY_CSS = `*, *::before, *::after { font-family: 'DejaVu Sans', sans-serif !important; transition: none !important; animation: none !important; }`;

interface Channel {
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * One page per worker: the studio loads once, and each test switches the story and the office on
 * Storybook's channel as the toolbar does, which is several times quicker than loading it anew.
 */
const test = base.extend<object, { studio: { page: Page; showing: string } }>({
  studio: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.clock.setFixedTime(STUDIO_MOMENT);
      await page.goto('/iframe.html?viewMode=story&globals=language:nl;address:office');
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await use({ page, showing: '' });
      await page.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(studio: { page: Page; showing: string }, id: string, office: string) {
  const { page } = studio;
  if (studio.showing !== `${id} ${office}`) {
    await page.evaluate(
      ({ id, office }) =>
        new Promise<void>((resolve) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          const rendered = () => {
            channel.off('storyRendered', rendered);
            resolve();
          };
          channel.on('storyRendered', rendered);
          channel.emit('updateGlobals', { globals: { office } });
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id, office },
    );
    studio.showing = `${id} ${office}`;
  }
  await page.addStyleTag({ content: STEADY_CSS });
  // The form engine and the texts load lazily; the story is ready when no spinner is left.
  await expect(page.locator('form button, form input').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="progressbar"], [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

const OFFICES = ['vandijk', 'degroot'] as const;

for (const story of formStories()) {
  for (const office of OFFICES) {
    for (const [device, width] of Object.entries(STUDIO_WIDTHS)) {
      test(`${story.name} at ${office}, ${device} ${width}px`, async ({ studio }) => {
        await studio.page.setViewportSize({ width, height: 900 });
        await showStory(studio, story.id, office);
        await expect(studio.page).toHaveScreenshot(`${story.name}-${office}-${width}.png`, { fullPage: true });
      });
    }
  }
}
