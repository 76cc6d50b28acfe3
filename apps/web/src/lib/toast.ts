import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;

/**
 * Runs `show` with sonner's `toast` once sonner has loaded (a microtask later when it already
 * has).
 */
export function withSonner(show: (toast: Sonner) => void): void {
  void import('sonner').then((module) => show(module.toast));
}

/**
 * sonner's toasts, imported with the first one. The Toaster loads sonner once the page is idle
 * (app/lazy-toaster.tsx), so a screen that can toast, such as the sign-in form, does not bring
 * sonner and its styles into its first load; a toast shows a moment later than a direct call.
 */
export const toast = {
  message: (...args: Parameters<Sonner>) => withSonner((show) => show(...args)),
  success: (...args: Parameters<Sonner['success']>) => withSonner((show) => show.success(...args)),
  error: (...args: Parameters<Sonner['error']>) => withSonner((show) => show.error(...args)),
  info: (...args: Parameters<Sonner['info']>) => withSonner((show) => show.info(...args)),
};
