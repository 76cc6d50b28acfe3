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
 * Whether the pointer is over the toasts. A toast closed under the pointer takes its leave event
 * with it, so the pointer's next move onto anything else ends the hold too.
 */
function usePointerHold(list: RefObject<HTMLOListElement | null>) {
  const [isPointedAt, setIsPointedAt] = useState(false);
  useEffect(() => {
    if (!isPointedAt) return;
    const onPointerOver = (event: PointerEvent) => {
      if (!(event.target instanceof Node && list.current?.contains(event.target))) {
        setIsPointedAt(false);
      }
    };
    document.addEventListener('pointerover', onPointerOver);
    return () => document.removeEventListener('pointerover', onPointerOver);
  }, [isPointedAt, list]);
  return {
    isPointedAt,
    props: {
      onPointerEnter: () => setIsPointedAt(true),
      onPointerLeave: () => setIsPointedAt(false),
    },
  };
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
  const isHidden = useSyncExternalStore(subscribeToVisibility, isPageHidden, () => false);
  const focus = useToastFocus();
  const list = useRef<HTMLOListElement | null>(null);
  const pointer = usePointerHold(list);
  useFocusHotkey(list);
  const isPaused = pointer.isPointedAt || focus.isFocusWithin || isHidden;

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
      <ol ref={list} {...pointer.props} className="flex w-full max-w-[356px] flex-col gap-3.5">
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
