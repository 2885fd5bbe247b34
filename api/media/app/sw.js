/*
 * Khela's service worker (docs/app.md). It does one thing: a page navigation goes to the network
 * first and, when the network cannot answer, gets the offline page instead of the browser's error.
 *
 * It caches nothing else on purpose. The shell's hashed assets and the remotes' versioned folders
 * are already `immutable` in the browser's HTTP cache, and remotes.json and index.html are
 * `no-cache`: a release manager who rolls back one remote rewrites remotes.json and every page
 * sees it at its next start. A worker holding its own copies of those files could keep a rolled-
 * back remote alive, so it leaves them (and every /wps, /lgw, /ws and /ops call) to the browser.
 */
const CACHE = 'khela-offline-v1';
const OFFLINE_URL = '/offline.html';
const PRECACHE = [OFFLINE_URL, '/media/app/icon-192.png'];
/** Addresses answered by the server itself, never a page: even a navigation to them is not ours. */
const SERVER_PREFIXES = ['/wps/', '/lgw/', '/ws', '/ops', '/docs', '/metrics', '/healthz', '/media/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('khela-') && name !== CACHE).map((name) => caches.delete(name)));
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (SERVER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
    // With navigation preload on, the browser has already sent this navigation's request: leaving it
    // to the browser would send it a second time (a one-time address, such as a social login's
    // callback, then fails on its repeat). Its preloaded answer is taken as it is, never cached.
    event.respondWith(event.preloadResponse.then((preloaded) => preloaded ?? fetch(request)));
    return;
  }
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        if (preloaded) return preloaded;
        return await fetch(request);
      } catch {
        const offline = await caches.match(OFFLINE_URL);
        return offline ?? Response.error();
      }
    })(),
  );
});
