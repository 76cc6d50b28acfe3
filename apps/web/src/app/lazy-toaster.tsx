import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component';

const Toaster = lazyComponent(() => import('./toaster'));

/**
 * Mounts the toaster once the first page has rendered and the browser is idle, so toasts cost
 * the landing's first load nothing. Features toast through `lib/toast.ts`; a toast raised before
 * the toaster is there shows when it comes.
 */
export function LazyToaster() {
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIsReady(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIsReady(true), 500);
    return () => window.clearTimeout(id);
  }, []);

  if (!isReady) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
