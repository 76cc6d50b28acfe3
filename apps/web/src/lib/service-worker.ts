import { isApplyingUpdate, setWaitingWorker } from './app-update';

/**
 * Registers the service worker (dist/sw.js, built by scripts/service-worker.mjs) and reports a
 * newer build once it is installed and waiting. Production only: Vite's dev server has no
 * sw.js, and a worker there would cache modules that change. main.tsx imports this module after
 * the page has loaded, so it costs the first paint nothing.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Only a reload the visitor asked for; the first install takes control silently.
    if (isApplyingUpdate()) window.location.reload();
  });
  // A tapped notification, when this window could not be navigated by the worker itself.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const target = (event.data as { navigate?: unknown } | null)?.navigate;
    if (typeof target !== 'string') return;
    const url = new URL(target, window.location.origin);
    if (url.origin === window.location.origin) window.location.assign(url.href);
  });
  const registration = await navigator.serviceWorker.register('/sw.js');
  if (registration.waiting && navigator.serviceWorker.controller) {
    setWaitingWorker(registration.waiting);
  }
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      // Installed while another build controls the page: an update, not the first install.
      if (worker.state === 'installed' && navigator.serviceWorker.controller) {
        setWaitingWorker(worker);
      }
    });
  });
  // A tab left open across a deploy learns of it when the visitor comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
