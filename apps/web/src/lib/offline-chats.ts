/**
 * Issue 38 (decision 054): what the installed app shows offline. The offline page (public/offline.html with offline.js)
 * lists the member's chats by name and picture, read from this one cache. It holds no message,
 * and a picture only as its own `Cache-Control` allows: the blurred copy (`private,
 * max-age=86400`) is kept, an original (`private, no-store`) never is, so after a hide the
 * device has the blurred picture and nothing else. The cache is rewritten whenever the chat
 * list changes (a photo swap refetches it) and deleted when the person signs out or the session
 * ends.
 */
export const OFFLINE_CHATS_CACHE = 'offline-chats';
/** Read by public/offline.js; the same path there. */
export const OFFLINE_CHATS_KEY = '/offline/chats.json';

export type OfflineChat = { name: string; photoUrl: string | null };

/** What offline.js reads: the page's language and, per chat, a picture it may show. */
type Snapshot = { language: string; chats: OfflineChat[] };

function cachesAvailable(): boolean {
  return typeof caches !== 'undefined';
}

/**
 * URLs known not to be keepable. A photo URL names one picture in one variant (decision 044), so
 * an original's URL stays an original's: it is fetched once per page, never per list change.
 */
const notKeepable = new Set<string>();

/** A picture the response allows to be kept; a blurred copy comes from the HTTP cache. */
async function keepable(url: string): Promise<Response | null> {
  if (notKeepable.has(url)) return null;
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  if (!response?.ok) return null;
  const control = response.headers.get('Cache-Control') ?? '';
  if (!/\bno-store\b/i.test(control)) return response;
  notKeepable.add(url);
  return null;
}

let saved = '';

let writing: Promise<void> = Promise.resolve();

/**
 * Replaces the snapshot with `chats`: pictures that may not be kept are left out (the offline
 * page shows the initial instead), and pictures no longer named are deleted.
 */
export function saveOfflineChats(chats: OfflineChat[], language: string): Promise<void> {
  const next = JSON.stringify({ chats, language });
  if (!cachesAvailable() || next === saved) return Promise.resolve();
  saved = next;
  // One write at a time: a slow fetch must not let an older list overwrite a newer one.
  writing = writing.then(async () => {
    const cache = await caches.open(OFFLINE_CHATS_CACHE);
    const kept: OfflineChat[] = [];
    const keptUrls = new Set<string>();
    for (const chat of chats) {
      const picture = chat.photoUrl ? await keepable(chat.photoUrl) : null;
      if (picture && chat.photoUrl) {
        await cache.put(chat.photoUrl, picture);
        keptUrls.add(new URL(chat.photoUrl, location.origin).href);
      }
      kept.push({ name: chat.name, photoUrl: picture ? chat.photoUrl : null });
    }
    const snapshot: Snapshot = { language, chats: kept };
    await cache.put(
      OFFLINE_CHATS_KEY,
      new Response(JSON.stringify(snapshot), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname === OFFLINE_CHATS_KEY) continue;
      if (!keptUrls.has(request.url)) await cache.delete(request);
    }
  });
  writing = writing.catch(() => undefined);
  return writing;
}

/** The person left (sign-out, deletion, an ended session): nothing of theirs stays offline. */
export function forgetOfflineChats(): Promise<void> {
  saved = '';
  if (!cachesAvailable()) return Promise.resolve();
  writing = writing.then(() => caches.delete(OFFLINE_CHATS_CACHE).then(() => undefined));
  writing = writing.catch(() => undefined);
  return writing;
}
