export type ToastType = 'message' | 'success' | 'info' | 'error';

export type ToastOptions = {
  /** A toast raised again with the same id replaces the one showing, in its place. */
  id?: string;
  description?: string;
  duration?: number;
};

export type Toast = {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
  duration: number;
  /** Going out: it animates away, then leaves the list. */
  isLeaving: boolean;
};

/** How long a toast shows unless its caller says (packages/shared's TOAST_DURATION_MS). */
const STANDARD_DURATION_MS = 4000;
/** The newest few show; an older one makes way when another comes. */
const MOST_SHOWN = 3;
/** The exit animation's length (index.css, `toast-out`). */
export const TOAST_EXIT_MS = 200;

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** The toasts showing, newest first (for `useSyncExternalStore`). */
export const getToasts = () => toasts;

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(type: ToastType, title: string, options: ToastOptions = {}) {
  const toast: Toast = {
    id: options.id ?? `toast-${(counter += 1)}`,
    type,
    title,
    description: options.description,
    duration: options.duration ?? STANDARD_DURATION_MS,
    isLeaving: false,
  };
  const isShowing = toasts.some((shown) => shown.id === toast.id);
  publish(
    isShowing
      ? toasts.map((shown) => (shown.id === toast.id ? toast : shown))
      : [toast, ...toasts].slice(0, MOST_SHOWN),
  );
}

/** Sends a toast out: it leaves the list once its exit animation has played. */
export function dismissToast(id: string) {
  const leaving = toasts.find((toast) => toast.id === id && !toast.isLeaving);
  if (!leaving) return;
  const gone = { ...leaving, isLeaving: true };
  publish(toasts.map((toast) => (toast === leaving ? gone : toast)));
  // Only this copy goes: a toast raised again with its id meanwhile stays.
  setTimeout(() => publish(toasts.filter((toast) => toast !== gone)), TOAST_EXIT_MS);
}
