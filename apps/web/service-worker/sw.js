// The service worker (docs/architecture.md, "Installable"). scripts/service-worker.mjs writes
// it to dist/sw.js after the build, preceded by `self.VUSAL_BUILD = { id, precache }`: the build's
// hash and its shell (entry script, stylesheet, offline page). A new build is a new sw.js, so
// the browser installs it beside the old one and the page offers to reload (never a stale build).
const { id: BUILD_ID, precache: PRECACHE } = self.VUSAL_BUILD;
const CACHE = `vusal-${BUILD_ID}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...PRECACHE, OFFLINE_PAGE])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('vusal-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page's "Reload" button: the waiting build takes over, and the page reloads on it.
self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // API answers and the realtime connection are never cached: the browser handles them.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/')) return;

  if (request.mode === 'navigate') {
    // Pages always come from the network, so a deploy shows at the next page load.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change content: the cache can answer first.
    event.respondWith(fromCacheThenNetwork(request));
    return;
  }
  event.respondWith(fetch(request).catch(() => caches.match(request)));
});

async function fromCacheThenNetwork(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}
