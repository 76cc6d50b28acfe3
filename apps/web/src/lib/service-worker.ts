/**
 * Registers the service worker (dist/sw.js, built by scripts/service-worker.mjs) and tells the
 * page when a newer build is installed and waiting, so it can offer to reload. Production only:
 * Vite's dev server has no sw.js, and a worker there would cache modules that change.
 */
let waiting: ServiceWorker | null = null;
let isApplying = false;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when a new build is ready and only waits for the page to reload onto it. */
export function isUpdateWaiting(): boolean {
  return waiting !== null;
}

/** The "Reload" button: the waiting build takes control, then the page reloads on it. */
export function applyUpdate(): void {
  if (!waiting) return;
  isApplying = true;
  waiting.postMessage('SKIP_WAITING');
}

function watch(worker: ServiceWorker): void {
  worker.addEventListener('statechange', () => {
    // Installed while another build controls the page: an update, not the first install.
    if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
  });
}

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Only a reload the visitor asked for; the first install takes control silently.
    if (isApplying) window.location.reload();
  });
  const registration = await navigator.serviceWorker.register('/sw.js');
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watch(registration.installing);
  });
  // A tab left open across a deploy learns of it when the visitor comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
