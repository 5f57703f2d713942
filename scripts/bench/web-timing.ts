// One cold page load in Chromium at a phone's width, with the CPU slowed by Chromium's own
// throttling: how long until the page shows its first meaningful content (a selector, measured in
// the page from navigation start), and which JavaScript came over the wire until then.
import { chromium, type Browser, type Request } from '@playwright/test';

export interface PageUnderTest {
  url: string;
  /** Shown when the page has painted what it is for (the login form, the feed's first item). */
  ready: string;
  /** Local storage to have before the first script runs (a stored session). */
  storage?: Record<string, string>;
}

export interface Load {
  ms: number;
  jsFiles: number;
  jsBytes: number;
}

/** Puts `entries` in the page's local storage; runs in the page (Playwright passes its source). */
export const seedStorage = (entries: Record<string, string>) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value));

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });

/**
 * The local storage of a device that has used the portal before: `handover` (a session handed over
 * by the benchmark's sign-in) is loaded once and the stored account it leaves behind is read back.
 * A returning customer starts from that, not from a handover, which costs a request of its own.
 */
export async function returningDevice(target: PageUnderTest, handover: Record<string, string>): Promise<Record<string, string>> {
  const browser = await launchChromium();
  try {
    // A Dutch browser, as the offices' customers have: the portal follows the browser's language.
    const page = await browser.newPage({ locale: 'nl-NL' });
    await page.goto(new URL('/health', target.url).href);
    await page.evaluate(seedStorage, handover);
    await page.goto(target.url);
    await page.waitForSelector(target.ready, { timeout: 60_000 });
    return await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  } finally {
    await browser.close();
  }
}

export async function measureLoad(browser: Browser, target: PageUnderTest, cpuRate: number): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block', locale: 'nl-NL' });
  try {
    if (target.storage) await context.addInitScript(seedStorage, target.storage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(target.url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        return element && element.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      target.ready,
      { polling: 'raf', timeout: 60_000 },
    );
    const ms = (await handle.jsonValue()) as number;
    // What was asked for before the content showed counts; what is fetched on idle after it does not,
    // even when it was asked for before the poll above came back (request times are wall-clock).
    const shownAt = (await page.evaluate(() => performance.timeOrigin)) + ms;
    const asked = scripts.filter((request) => request.timing().startTime <= shownAt);
    const sizes = await Promise.all(asked.map(async (request) => (await request.response())?.finished().then(() => request.sizes())));
    const jsBytes = sizes.reduce((sum, size) => sum + (size?.responseBodySize ?? 0), 0);
    return { ms, jsFiles: asked.length, jsBytes };
  } finally {
    await context.close();
  }
}
