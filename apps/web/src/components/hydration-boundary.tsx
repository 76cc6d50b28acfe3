import { memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIsHydrated } from '../lib/use-is-hydrated';

/**
 * Where a prerendered page's hydration may stop and go on later (decision 067): while React
 * hydrates, it keeps the HTML inside as it is, live for the visitor's typing, until the code of
 * what is inside has arrived, then hydrates it.
 *
 * Mounted in the browser rather than hydrated (a page drawn afresh, an in-app navigation) it is
 * no boundary at all, for the life of the page: what suspends inside is decided by the boundary
 * above, which waits for the code (in a navigation, the page before stays). A fallback of its own
 * would show a blank screen while the page's chunks load; a fallback that is its own content
 * suspends on the same code, except when the code arrives between the two renders, and then
 * React commits that copy of the page and swaps a second, fresh one in when it retries the first:
 * what the visitor had chosen in the meantime vanished.
 *
 * Hydrated, its fallback stays its content until that content has shown, then becomes nothing:
 * a part that suspends later outside a transition (a click that needs code not yet in) would
 * otherwise show a second, fresh copy of the page in its place.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  // React reads the server snapshot only while it hydrates; the first answer is kept for good.
  const isPageLive = useIsHydrated();
  const [isHydratedBoundary] = useState(!isPageLive);
  return isHydratedBoundary ? <HydratedBoundary>{children}</HydratedBoundary> : children;
}

/**
 * Memoised: the render that follows hydration must not reach the Suspense boundary. New props
 * on a boundary still waiting for its code would make React give up on its HTML and draw it
 * afresh.
 */
const HydratedBoundary = memo(function HydratedBoundary({ children }: { children: ReactNode }) {
  const [hasShown, setShown] = useState(false);
  return (
    <Suspense fallback={hasShown ? null : children}>
      <WhenShown onShown={setShown} />
      {children}
    </Suspense>
  );
});

/** Renders nothing; its effect runs when the boundary's content commits (hydrated or drawn). */
function WhenShown({ onShown }: { onShown: (hasShown: true) => void }) {
  useEffect(() => onShown(true), [onShown]);
  return null;
}
