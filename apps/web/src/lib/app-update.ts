/**
 * Whether a newer build is installed and waiting in the service worker (lib/service-worker.ts
 * reports it), for the "A new version is available — Reload" prompt.
 */
let waiting: ServiceWorker | null = null;
let isApplying = false;
const listeners = new Set<() => void>();

export function setWaitingWorker(worker: ServiceWorker | null): void {
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

/** True once the visitor pressed Reload: the next change of worker reloads the page. */
export function isApplyingUpdate(): boolean {
  return isApplying;
}

/** The "Reload" button: the waiting build takes control, then the page reloads on it. */
export function applyUpdate(): void {
  if (!waiting) return;
  isApplying = true;
  waiting.postMessage('SKIP_WAITING');
}
