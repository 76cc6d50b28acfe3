import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

type RouterComponent = ComponentType<{ children: ReactNode }>;

/**
 * The whole app. The browser uses its history; the build's prerender passes a StaticRouter
 * (src/entry-server.tsx), so both render the same tree and the prerendered HTML hydrates.
 */
export function App({ Router = BrowserRouter }: { Router?: RouterComponent }) {
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
