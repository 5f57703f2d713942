// The portal's service worker. It caches nothing: it exists so an open portal notices a new
// deployment, and to show the office's push notifications (issue 29). vite.config.ts emits it as
// /sw.js with the build id below filled in, so every build differs byte for byte and the browser
// installs it next to the running one, where it waits until the customer chooses to reload
// (src/app/shell/prompts/service-worker.ts).
const BUILD_ID = '__BUILD_ID__';

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// Keeps the build id in the script for the byte comparison, and tells a developer which build runs.
self.addEventListener('install', () => console.info(`portal service worker ${BUILD_ID} installed`));

/** Only a screen of this portal opens from a notification. */
function screenOf(url) {
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
}

/** The server's payload (src/server/notify/texts.ts): the office's name, what is new, the screen. */
function readPayload(event) {
  try {
    return (event.data && event.data.json()) || {};
  } catch {
    return {};
  }
}

/** Lets the browser keep the worker alive for `work`; a test's synthetic event cannot, and needs not. */
function extend(event, work) {
  try {
    event.waitUntil(work);
  } catch {
    // An untrusted (dispatched) event refuses waitUntil; the work runs all the same.
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  // Without a title (never from our server) the office's address names the sender.
  const title = typeof payload.title === 'string' && payload.title ? payload.title : self.location.hostname;
  extend(
    event,
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: typeof payload.icon === 'string' ? payload.icon : '/manifest/icon-192.png',
      badge: '/manifest/icon-192.png',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      data: { url: screenOf(payload.url) },
    }),
  );
});

/** Shows the screen in an open portal window (focused), or in a new one. */
async function openScreen(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // Focusing needs the tap's user activation, which only a real click carries.
    const focused = await open.focus().catch(() => open);
    const navigated = await (focused.navigate ? focused.navigate(url).catch(() => null) : null);
    if (navigated) return navigated;
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  extend(event, openScreen(screenOf(event.notification.data && event.notification.data.url)));
});
