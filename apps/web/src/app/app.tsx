import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { appRoutes } from './router';

const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
