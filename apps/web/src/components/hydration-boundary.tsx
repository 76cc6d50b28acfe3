import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Where a prerendered page's hydration may stop and go on later (decision 067): while React
 * hydrates, it keeps the HTML inside as it is, live for the visitor's typing, until the code of
 * what is inside has arrived, then hydrates it.
 *
 * Rendered in the browser before its content has shown (an in-app navigation, a page drawn
 * afresh) it adds nothing: its fallback is what it holds, which suspends on the same code, so the
 * boundary above decides what shows and waits for that code (in a navigation, the page before
 * stays). A fallback of its own would show a blank screen while the page's chunks load.
 *
 * Once its content has shown, the fallback is nothing: a part that suspends later outside a
 * transition (a click that needs code not yet in) would otherwise show a second, fresh copy of
 * the page in its place, without what the visitor typed, swapped back when the code arrives.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [hasShown, setShown] = useState(false);
  return (
    <Suspense fallback={hasShown ? null : children}>
      <WhenShown onShown={setShown} />
      {children}
    </Suspense>
  );
}

/** Renders nothing; its effect runs when the boundary's content commits (hydrated or drawn). */
function WhenShown({ onShown }: { onShown: (hasShown: true) => void }) {
  useEffect(() => onShown(true), [onShown]);
  return null;
}
