/**
 * What the visual specs share: the built studio's stories of one title, compared at both demo
 * offices (Van Dijk, je; De Groot, u) and both widths with the committed baselines. The stories
 * are built first (`npm run test:visual` runs `npm run studio:build`).
 */
import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { STUDIO_MOMENT } from '../../.storybook/studio-moment';
import { STUDIO_WIDTHS } from '../../studio/studio-globals';
import { seriousAxeLines } from '../e2e/support/axe';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

function storiesTitled(title: string): IndexEntry[] {
  let text: string;
  try {
    text = readFileSync('dist/studio/index.json', 'utf8');
  } catch {
    throw new Error('dist/studio/index.json is missing: run `npm run test:visual`, which builds the studio first.');
  }
  const { entries } = JSON.parse(text) as { entries: Record<string, IndexEntry> };
  const stories = Object.values(entries).filter((entry) => entry.type === 'story' && entry.title === title);
  // A title that matches nothing would compare nothing and pass.
  if (stories.length === 0) throw new Error(`The built studio has no stories titled ${title}: is dist/studio stale?`);
  return stories;
}

// Fonts and motion held still: DejaVu Sans is on every machine the suite runs on (the CI installs
// it), where the theme's first choice may or may not be.
const STEADY_CSS = `*, *::before, *::after { font-family: 'DejaVu Sans', sans-serif !important; transition: none !important; animation: none !important; }`;

interface Channel {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

interface Studio {
  page: Page;
  /** The story and office on the page. */
  showing: { id: string; office: string };
}

/**
 * One page per worker: the studio loads once, and each test switches the story and the office on
 * Storybook's channel as the toolbar does, which is several times quicker than loading it anew.
 * The page waits until the preview has loaded the studio's code and the demo answers (an office
 * sent before then would not be applied).
 */
const test = base.extend<object, { studio: Studio }>({
  studio: [
    async ({ browser }, use) => {
      // A context of its own: axe reaches into the page through it.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.clock.setFixedTime(STUDIO_MOMENT);
      await page.goto('/iframe.html?viewMode=story&globals=language:nl;address:office');
      await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
      await page.evaluate(() => (window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void> } }).__STORYBOOK_PREVIEW__.ready());
      await use({ page, showing: { id: '', office: '' } });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(studio: Studio, id: string, office: string, ready: string) {
  const { page, showing } = studio;
  if (showing.id !== id || showing.office !== office) {
    // The office first: it draws the story shown again, which must not count as this one's render.
    await page.evaluate(
      ({ id, newOffice, newStory }) =>
        new Promise<void>((resolve) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          const rendered = (renderedId: unknown) => {
            if (renderedId !== id) return;
            channel.off('storyRendered', rendered);
            resolve();
          };
          channel.on('storyRendered', rendered);
          if (newOffice) channel.emit('updateGlobals', { globals: { office: newOffice } });
          if (newStory) channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id, newOffice: showing.office !== office ? office : null, newStory: showing.id !== id },
    );
    studio.showing = { id, office };
  }
  await page.addStyleTag({ content: STEADY_CSS });
  // Code and texts load lazily and calls may be on their way; the story is ready when what it
  // draws is there and no spinner is left.
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="progressbar"], [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // Whether a field a story focused on mounting still shows it depends on timing (the page's own
  // focus, the remount an office switch makes); the baselines are taken with nothing focused.
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  await page.evaluate(() => document.fonts.ready);
}

const OFFICES = ['vandijk', 'degroot'] as const;

/**
 * A test per story titled `title`, office and width, each compared with the baseline
 * `<prefix><story name>-<office>-<width>.png`; `ready` is a selector of what the story draws.
 * At phone width axe audits the story too: every commit's audit of each form and sign-in step, at
 * both offices (decision record 072).
 */
export function compareStories(title: string, { ready, prefix = '' }: { ready: string; prefix?: string }) {
  for (const story of storiesTitled(title)) {
    for (const office of OFFICES) {
      for (const [device, width] of Object.entries(STUDIO_WIDTHS)) {
        test(`${story.name} at ${office}, ${device} ${width}px`, async ({ studio }) => {
          await studio.page.setViewportSize({ width, height: 900 });
          await showStory(studio, story.id, office, ready);
          await expect(studio.page).toHaveScreenshot(`${prefix}${story.name}-${office}-${width}.png`, { fullPage: true });
          if (device === 'phone') expect(await seriousAxeLines(studio.page)).toEqual([]);
        });
      }
    }
  }
}
