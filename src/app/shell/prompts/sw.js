// The portal's service worker. It caches nothing: it exists so an open portal notices a new
// deployment. vite.config.ts emits it as /sw.js with the build id below filled in, so every build
// differs byte for byte and the browser installs it next to the running one, where it waits until
// the customer chooses to reload (src/app/shell/prompts/service-worker.ts).
const BUILD_ID = '__BUILD_ID__';

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// Keeps the build id in the script for the byte comparison, and tells a developer which build runs.
self.addEventListener('install', () => console.info(`portal service worker ${BUILD_ID} installed`));
