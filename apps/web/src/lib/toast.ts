import type { ToastOptions, ToastType } from './toast-store';

function show(type: ToastType) {
  return (title: string, options?: ToastOptions) =>
    void import('./toast-store').then((store) => store.showToast(type, title, options));
}

/**
 * The toasts, imported with the first one. The toaster loads once the page is idle
 * (app/lazy-toaster.tsx), so a screen that can toast, such as the sign-in form, does not bring
 * the toaster into its first load; a toast shows a moment later than a direct call, and one
 * raised before the toaster is there waits for it.
 */
export const toast = {
  message: show('message'),
  success: show('success'),
  error: show('error'),
  info: show('info'),
};
