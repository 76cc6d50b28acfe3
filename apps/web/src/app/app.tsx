import { Suspense } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { guardHistory } from '../lib/navigation-guard';
import { AppErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

// BrowserRouter's own history, wrapped so an editor can hold a navigation (lib/navigation-guard).
const history = guardHistory(UNSAFE_createBrowserHistory({ window, v5Compat: true }));

export function App() {
  return (
    <AppErrorBoundary>
      <HistoryRouter history={history}>
        {/* Nothing shows until the page's catalogue and module are in: no flash of keys. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </HistoryRouter>
    </AppErrorBoundary>
  );
}
