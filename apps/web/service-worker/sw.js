// The service worker (docs/architecture.md, "Installable"). scripts/service-worker.mjs writes
// it to dist/sw.js after the build, preceded by `self.VUSAL_BUILD = { id, precache }`: the build's
// hash and its shell (entry script, stylesheet, offline page). A new build is a new sw.js, so
// the browser installs it beside the old one and the page offers to reload (never a stale build).
const { id: BUILD_ID, precache: PRECACHE } = self.VUSAL_BUILD;
const CACHE = `vusal-${BUILD_ID}`;
const OFFLINE_PAGE = '/offline.html';
// The offline page's script, which lists the chats the app saved (decision 054).
const OFFLINE_SCRIPT = '/offline.js';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll([...PRECACHE, OFFLINE_PAGE, OFFLINE_SCRIPT])),
  );
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

// Issue 26: a web push. The payload (decrypted by the browser) is the words to show, the tag
// that folds a burst into one notification, and the page to open; never a message's text.
self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data?.json();
  } catch {
    return;
  }
  if (!notice || typeof notice.body !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(notice.title || 'Vüsal', {
      body: notice.body,
      tag: notice.tag,
      // A later push of the same burst (after the server's burst window) alerts again.
      renotify: Boolean(notice.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

// Tapping a notice opens its page: in a window of the site that is already open, if any.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (!open) return self.clients.openWindow(target.href);
      const focused = await open.focus();
      return focused
        .navigate(target.href)
        .catch(() => focused.postMessage({ navigate: target.href }));
    }),
  );
});
