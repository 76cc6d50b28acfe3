import type { Location, To, UNSAFE_createBrowserHistory } from 'react-router';

/** React Router's history (the browser's or a memory one): the type is not exported by name. */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * Holding a navigation until the person agrees to leave unsaved changes (issue 7 B7), in React
 * Router's declarative mode. `useBlocker` needs the data router, which would add about 17 KB
 * gzip to the landing (decision 007), so the app's history is wrapped instead: `push`,
 * `replace` and `go` (every Link and `navigate()`) wait while a guard is set, and Back/Forward
 * are undone and asked about the same way.
 */
export type PendingLeave = { proceed: () => void };

/** Where a held navigation goes, when known (`go(n)` is not). */
export type Destination = Pick<Location, 'pathname' | 'search'>;

type Guard = {
  ask: (pending: PendingLeave) => void;
  /** A navigation that stays within the form (the wizard's steps) goes ahead unasked. */
  stays?: (destination: Destination) => boolean;
};

let guard: Guard | null = null;

/** Sets the one active guard (one form at a time has unsaved changes); returns its removal. */
export function setNavigationGuard(next: Guard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** Wraps a history (the browser's, or a memory one in tests) so a guard can hold navigations. */
export function guardHistory(base: History): History {
  // Back/Forward steps this wrapper takes itself to undo one the browser already took.
  let undoing = 0;

  const hold = (leave: () => void, destination?: Destination) => {
    const active = guard;
    if (!active || (destination && active.stays?.(destination))) return leave();
    active.ask({
      proceed: () => {
        if (guard === active) guard = null;
        leave();
      },
    });
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to: To) => base.createHref(to),
    createURL: (to: To) => base.createURL(to),
    encodeLocation: (to: To) => base.encodeLocation(to),
    push: (to, state) => hold(() => base.push(to, state), base.createURL(to)),
    replace: (to, state) => hold(() => base.replace(to, state), base.createURL(to)),
    go: (delta) => hold(() => base.go(delta)),
    listen: (listener) =>
      base.listen((update) => {
        if (update.action === 'POP' && undoing > 0) {
          undoing -= 1; // The page never left: the router hears nothing.
          return;
        }
        const { delta } = update;
        if (
          update.action !== 'POP' ||
          !guard ||
          delta === null ||
          delta === 0 ||
          guard.stays?.(update.location)
        ) {
          return listener(update);
        }
        // The browser has already stepped: step back (the page stays), then ask.
        undoing += 1;
        base.go(-delta);
        hold(() => base.go(delta));
      }),
  };
}
