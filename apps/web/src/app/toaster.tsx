import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { getToasts, subscribeToToasts } from '../lib/toast-store';
import { useTranslation } from '../lib/translation';
import { ToastItem } from './toast-item';
import { useToastFocus } from './use-toast-focus';

function subscribeToVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const isPageHidden = () => document.visibilityState === 'hidden';

/** Alt+T takes the focus to the newest toast (the region names the key: aria-keyshortcuts). */
function useFocusHotkey(list: RefObject<HTMLOListElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') list.current?.querySelector('li')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [list]);
}

/**
 * The toasts raised through `lib/toast.ts`, newest first, at the top of the page in the middle
 * (the full width less a margin on a phone). Their timers wait while the pointer is over them,
 * one of them has the focus, or the page is hidden. The region is always there, so what comes
 * into it is announced.
 */
export default function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const [isPointedAt, setIsPointedAt] = useState(false);
  const isHidden = useSyncExternalStore(subscribeToVisibility, isPageHidden, () => false);
  const focus = useToastFocus();
  const list = useRef<HTMLOListElement | null>(null);
  useFocusHotkey(list);
  const isPaused = isPointedAt || focus.isFocusWithin || isHidden;

  return (
    <section
      aria-label={t('common.notifications.label')}
      aria-keyshortcuts="Alt+T"
      aria-live="polite"
      aria-relevant="additions text"
      data-toaster=""
      className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex justify-center px-4 sm:top-6"
      {...focus.props}
    >
      <ol
        ref={list}
        onPointerEnter={() => setIsPointedAt(true)}
        onPointerLeave={() => setIsPointedAt(false)}
        className="flex w-full max-w-[356px] flex-col gap-3.5"
      >
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            isPaused={isPaused}
            closeLabel={t('common.notifications.close')}
          />
        ))}
      </ol>
    </section>
  );
}
