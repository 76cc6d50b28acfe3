import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { forgetSessionProbe } from '../lib/session-probe';
import { dismissToast, getToasts, TOAST_EXIT_MS } from '../lib/toast-store';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
// Tests of hooks and providers call React's own `act`, which warns outside an act environment.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// The app's lazy routes and catalogues arrive as separate chunks, which takes longer than
// Testing Library's default second on a loaded machine (a CI run measured 3.9 s for a first
// render beside the server suite); a wait that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 10_000 });

// Each test starts with an empty page, the real globals (`stubApi` stubs fetch) and timers, the
// app's one query client, the public pages' session probe, no toast and the browser's storage empty, so no
// answer carries over from the test before (a signed-in page remembers in storage that the next
// one is a member's: lib/app-nav-hint.ts), nor from another file: files share a worker's modules
// and window (vitest.config.ts). The page is unmounted first: as it unmounts, React runs the
// effects it still owed, which may write to storage or start a query (setup.test.tsx). A file's
// own after each runs before this one: after hooks run in reverse order.
afterEach(() => {
  cleanup();
  queryClient.clear();
  forgetSessionProbe();
  vi.useRealTimers();
  forgetToasts();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/**
 * Sends out the toasts still showing: they live in a module the files share, and the next
 * test's toaster would show them (a toaster shows the toasts raised before it mounted).
 */
function forgetToasts() {
  vi.useFakeTimers();
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.advanceTimersByTime(TOAST_EXIT_MS);
  vi.useRealTimers();
}
