import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether someone is signed in, for the public pages (issue 7 B1: a member opening the landing
 * goes to the dashboard; the header shows the way back). A plain call, not the session query:
 * the landing loads neither TanStack Query nor the schemas (P9), and the API client itself
 * arrives with the call, not in the entry chunk. The signed-in pages use the session query
 * (lib/session.ts), which stays the authority.
 */
let known: boolean | undefined;
let inFlight: Promise<void> | null = null;
// Counts forgets: an answer to a probe asked before the latest one belongs to the session before.
let forgets = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server (once at a time). Started early by main.tsx for a public page. */
export function probeSession(): void {
  if (inFlight) return;
  const asked = forgets;
  const probe = import('./api-client')
    .then(({ apiFetch }) => apiFetch<unknown>('/api/auth/session'))
    .then(
      (answer) => {
        const user = typeof answer === 'object' && answer !== null && 'user' in answer;
        if (asked === forgets) known = user && (answer as { user: unknown }).user !== null;
      },
      () => {
        // Unreachable or failing: the page stays as a visitor sees it.
        if (asked === forgets) known = false;
      },
    )
    .finally(() => {
      if (inFlight === probe) inFlight = null;
      emit();
    });
  inFlight = probe;
}

/**
 * After sign-out or deletion: the next public page must not send the visitor to the dashboard,
 * not even on the answer of a probe still on its way, which was asked for the session before.
 */
export function forgetSessionProbe(): void {
  forgets += 1;
  known = undefined;
  inFlight = null;
  emit();
}

/** Calls `callback` once the probe finds someone signed in (at once if it already has). */
export function whenSignedIn(callback: () => void): void {
  if (known === true) return callback();
  const listener = () => {
    if (known !== true) return;
    listeners.delete(listener);
    callback();
  };
  listeners.add(listener);
}

/** true / false once known, undefined while the first answer is awaited. Re-asks on mount. */
export function useIsSignedIn(): boolean | undefined {
  useEffect(probeSession, []);
  return useSyncExternalStore(
    subscribe,
    () => known,
    () => undefined,
  );
}
