import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { useTranslation } from '../lib/translation';
import { toastColours } from './toast-colours';
import { useToastFocus } from './use-toast-focus';

const Toaster = lazyComponent(() =>
  import('sonner').then((module) => ({ default: module.Toaster })),
);

/**
 * Mounts sonner's Toaster once the first page has rendered and the browser is idle, so toasts
 * cost the landing's first load nothing. Features toast through `lib/toast.ts`. The wrapper
 * keeps Tab going on past the toasts (`useToastFocus`).
 */
export function LazyToaster() {
  const { t } = useTranslation();
  const [isReady, setIsReady] = useState(false);
  const focus = useToastFocus();

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
    <div className="contents" {...focus}>
      <Suspense fallback={null}>
        <Toaster
          richColors
          closeButton
          position="top-center"
          style={toastColours}
          containerAriaLabel={t('common.notifications.label')}
          toastOptions={{ closeButtonAriaLabel: t('common.notifications.close') }}
        />
      </Suspense>
    </div>
  );
}
