import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in prerendered HTML and while React hydrates it, true once the page answers: a submit
 * button of a prerendered form stays disabled until then, because a form sent before the
 * scripts run would go to a page that cannot take it and be lost. Rendered in the browser
 * from the start (every other page), it is true at once.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
