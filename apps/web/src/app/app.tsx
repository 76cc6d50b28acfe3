import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <BrowserRouter>
        {/* Nothing shows until the page's catalogue and module are in: no flash of keys. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </AppErrorBoundary>
  );
}
