import { Suspense, useSyncExternalStore } from 'react';
import { isUpdateWaiting, subscribeToUpdate } from '../lib/app-update';
import { lazyComponent } from '../lib/lazy-component';

// Most visits never see it, so its button and icon stay out of the first JavaScript (P9).
const UpdateBanner = lazyComponent(() => import('./update-banner'));

/**
 * Offers to reload once a new build waits in the service worker. The live region is always
 * there, so screen readers announce the banner when it appears.
 */
export function UpdatePrompt() {
  const isWaiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--app-tab-bar)+1rem)] z-50 flex justify-center px-4"
    >
      {isWaiting ? (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      ) : null}
    </div>
  );
}
