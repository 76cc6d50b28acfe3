import { Suspense, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { guardHistory } from '../lib/navigation-guard';
import { AppErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

type RouterComponent = ComponentType<{ children: ReactNode }>;

// BrowserRouter's own history, wrapped so an editor can hold a navigation (lib/navigation-guard);
// made on first render, because the build's prerender has no window.
let history: ReturnType<typeof guardHistory> | undefined;

function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  history ??= guardHistory(UNSAFE_createBrowserHistory({ window, v5Compat: true }));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/**
 * The whole app. The browser uses its (guarded) history; the build's prerender passes a
 * StaticRouter (src/entry-server.tsx), so both render the same tree and the HTML hydrates.
 */
export function App({ Router = GuardedBrowserRouter }: { Router?: RouterComponent }) {
  return (
    <AppErrorBoundary>
      <Router>
        {/* Nothing shows until the page's catalogue and module are in: no flash of keys. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </Router>
    </AppErrorBoundary>
  );
}
