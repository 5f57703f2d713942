// Issue 29 in Chromium: the service worker's push handler, driven through the DevTools protocol
// (ServiceWorker.deliverPushMessage) with the payload the server sends for a new message, shows
// the office's notification; a tap on it opens the inbox; and the office's manifest makes the
// portal installable. Chromium has no way to click a notification from the protocol, so the tap is
// a notificationclick event dispatched in the worker with the notification it showed.
import { expect, type Page } from '@playwright/test';
import nlShell from '../../locales/nl/shell.json' with { type: 'json' };
import { pushPayload } from '../../src/server/notify/texts';
import { officeUrl, openSignedIn, test } from './support/sign-in';

const JAN = 'jan.devries@example.nl';

interface Shown {
  title: string;
  body: string;
  icon: string;
  url: string;
}

/** The notifications the portal's service worker shows, as the page sees them. */
const shown = (page: Page): Promise<Shown[]> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((notification) => ({
      title: notification.title,
      body: notification.body,
      icon: notification.icon,
      url: (notification.data as { url: string }).url,
    }));
  });

async function openWithWorker(page: Page, tokens: Parameters<typeof openSignedIn>[1]) {
  const origin = new URL(officeUrl('vandijk')).origin;
  await page.context().grantPermissions(['notifications'], { origin });
  // This device has answered the portal's own question; the test is about what arrives.
  await page.goto(officeUrl('vandijk', '/health'));
  await page.evaluate(() => localStorage.setItem('notifications_prompted', 'answered in an earlier visit'));
  await openSignedIn(page, tokens, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker claims the page once it is active.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  return origin;
}

/** Hands the portal's service worker a push message, as the push service would. */
async function deliverPush(page: Page, origin: string, payload: object) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((found) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) found(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });
}

test("a push message shows the office's notification, and a tap opens the inbox", async ({ page, signedIn }) => {
  const origin = await openWithWorker(page, await signedIn('vandijk', JAN));
  await deliverPush(page, origin, pushPayload('message', 'nl', 'Van Dijk', false));

  await expect
    .poll(() => shown(page), { timeout: 15_000 })
    .toEqual([{ title: 'Van Dijk', body: 'Er is een nieuw bericht van Van Dijk', icon: `${origin}/manifest/icon-192.png`, url: `${origin}/berichten` }]);

  const [worker] = page.context().serviceWorkers();
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
      .NotificationEvent;
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(`${origin}/berichten`);
  await expect(page.getByRole('heading', { level: 1, name: nlShell.screen_inbox })).toBeVisible();
  // The tap closed the notification.
  await expect.poll(() => shown(page)).toEqual([]);
});

test('a push message from elsewhere never opens another site', async ({ page, signedIn }) => {
  const origin = await openWithWorker(page, await signedIn('vandijk', JAN));
  await deliverPush(page, origin, { title: 'X', body: 'Y', url: 'https://elsewhere.example/phish' });
  await expect.poll(async () => (await shown(page)).map((notification) => notification.url), { timeout: 15_000 }).toEqual([`${origin}/`]);
});

test("the office's manifest makes the portal installable", async ({ page, signedIn }) => {
  await openWithWorker(page, await signedIn('vandijk', JAN));
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Van Dijk Hypotheken & Verzekeringen', short_name: 'Van Dijk', theme_color: '#00529B' });
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test browser is a private window, where Chromium offers no install; nothing else may stand in the way.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});
