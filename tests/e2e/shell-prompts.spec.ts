// The shell's prompts and first loads: the notification prompt's timing and place, the keyboard
// walk over every screen, and what a returning device asks for.
import { expect } from '@playwright/test';
import nl from '../../locales/nl/shell.json' with { type: 'json' };
import { MENU_SCREENS, SCREENS, walkScreen, walkShell } from './support/focus-walk';
import { SANNE, notificationQuestion, startUsing, openVandijk, menuPaths, viewport } from './support/shell';
import { openSignedIn, test } from './support/sign-in';

// Issue 42 item 16: the prompt stands in the page's flow, so no control lies under it, at the top
// of the page or scrolled to its end; it is the first stop after the skip link, and answered,
// focus goes on to the screen's heading (item 14).
for (const width of [375, 1440])
  test(`the notification prompt never covers a control and is reached at once, at ${width} px`, async ({ page, signedIn }) => {
    await openVandijk(page, signedIn, width, '/gegevens/account');
    await startUsing(page);
    const prompt = page.getByRole('complementary').filter({ hasText: notificationQuestion(false) });
    await expect(prompt).toBeVisible();
    const covered = () =>
      prompt.evaluate((box) => {
        const over = box.getBoundingClientRect();
        const controls = [
          ...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main [role="button"], header button, header a[href]'),
        ];
        return controls
          .filter((control) => !box.contains(control))
          .filter((control) => {
            const at = control.getBoundingClientRect();
            return at.width > 0 && at.height > 0 && at.left < over.right && over.left < at.right && at.top < over.bottom && over.top < at.bottom;
          })
          .map((control) => control.textContent ?? control.outerHTML.slice(0, 60));
      });
    expect(await covered()).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await covered()).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: nl.skip_to_content })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const later = prompt.getByRole('button', { name: nl.notifications_later });
    await expect(later).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });

// The keyboard walk over every screen at 1440 px, a test per screen so they run side by side. The
// shell's own controls are the same on every screen: one test walks them from the top, and each
// screen walks its current menu link (drawn apart) and every control from the end of the page back
// to the start of main, where a control can end up under the fixed header.
test.describe('tabbing through every screen, each focused element shows a focus indicator and none sits under the header', () => {
  test.describe.configure({ mode: 'parallel' });
  test('the shell, on a menu of the screens walked', async ({ page, signedIn }) => {
    await openVandijk(page, signedIn, 1440);
    expect(new Set(await menuPaths(page))).toEqual(new Set(MENU_SCREENS));
    expect(await walkShell(page)).toEqual([]);
  });
  for (const path of SCREENS)
    test(path, async ({ page, signedIn }) => {
      await page.setViewportSize(viewport(1440));
      await openSignedIn(page, await signedIn('vandijk', SANNE), path);
      expect(await walkScreen(page, path)).toEqual([]);
    });
});

test('the notification prompt waits until the customer starts using the page, and asks once: "not now" is kept on the device through a reload', async ({
  page,
  signedIn,
}) => {
  // The prompt comes with the shell's later parts (shell-later.tsx), after the first answers. It has
  // made up its mind once they are mounted: the prompts register the service worker then.
  await openVandijk(page, signedIn, 375);
  await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then(Boolean));
  await expect(page.getByText(notificationQuestion(false), { exact: true })).toHaveCount(0);
  await startUsing(page);
  await expect(page.getByText(notificationQuestion(false), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: nl.notifications_later }).click();
  await expect(page.getByText(notificationQuestion(false), { exact: true })).toBeHidden();

  // The answer stays with the device after a reload; that a kept answer is never asked again is the
  // unit test's (use-notification-prompt.test.tsx, "asks once").
  await page.reload();
  await startUsing(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('notifications_prompted'))).not.toBeNull();
});

test("a tap before the prompt's code has arrived still brings the prompt", async ({ page, signedIn }) => {
  await openVandijk(page, signedIn, 375);
  // At once, while the later parts are still to come.
  await startUsing(page);
  await expect(page.getByText(notificationQuestion(false), { exact: true })).toBeVisible();
});

test("a returning customer's device asks for the signed-in code and each of the home screen's answers once; a signed-out one for none of it", async ({
  page,
  signedIn,
}) => {
  const signedInCode = (url: string) => new URL(url).pathname.startsWith('/assets/signed-in-');
  await openVandijk(page, signedIn, 375);
  // Again, as a device that kept the session (no handover) opens the portal.
  const reads: string[] = [];
  const code: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/customer/')) reads.push(new URL(request.url()).pathname);
    if (signedInCode(request.url())) code.push(request.url());
  });
  await page.reload();
  await expect(page.locator('section[aria-labelledby="feed-title"] li').first()).toBeVisible();
  expect(code).toHaveLength(1);
  // Start-up reads the customer and the feed with the stored token into the query cache; the
  // screen finds them there instead of asking again.
  for (const path of ['/api/customer/customer', '/api/customer/task', '/api/customer/note', '/api/customer/signal/active'])
    expect(
      reads.filter((read) => read === path),
      path,
    ).toHaveLength(1);

  await page.evaluate(() => localStorage.clear());
  code.length = 0;
  await page.reload();
  await expect(page.locator('input[type="password"]')).toBeVisible();
  // Idle preloading of the login's own views included: the signed-in code waits for a sign-in.
  await page.waitForLoadState('networkidle');
  expect(code).toEqual([]);
});
