import { Suspense, type ReactNode } from 'react';

/**
 * Where a prerendered page's hydration may stop and go on later (decision 067): while React
 * hydrates, it keeps the HTML inside as it is, live for the visitor's typing, until the code of
 * what is inside has arrived, then hydrates it.
 *
 * Rendered in the browser (an in-app navigation, a page drawn afresh) it adds nothing: its
 * fallback is what it holds, which suspends on the same code, so the boundary above decides
 * what shows and waits for that code (in a navigation, the page before stays). A fallback of
 * its own would show a blank screen while the page's chunks load.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={children}>{children}</Suspense>;
}
