import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { dismissToast, type Toast } from '../lib/toast-store';
import { toastColours } from './toast-colours';
import { ToastIcon } from './toast-icons';

type Props = { toast: Toast; isPaused: boolean; closeLabel: string };

/**
 * Closes the toast once it has shown for its duration, counting only the time it was not paused;
 * the same toast raised again (its id) starts the count afresh.
 */
function useAutoDismiss(toast: Toast, isPaused: boolean) {
  const remaining = useRef({ toast, ms: toast.duration });
  useEffect(() => {
    if (remaining.current.toast !== toast) remaining.current = { toast, ms: toast.duration };
    if (isPaused || toast.isLeaving) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current.ms);
    return () => {
      window.clearTimeout(timer);
      remaining.current.ms -= Date.now() - startedAt;
    };
  }, [toast, isPaused]);
}

/**
 * One toast: its title and description, announced politely (an error assertively), and a Close.
 * It can take the focus, so a keyboard user can reach it and close it with Escape.
 */
export function ToastItem({ toast, isPaused, closeLabel }: Props) {
  useAutoDismiss(toast, isPaused);
  const colours = toastColours[toast.type];
  const close = () => dismissToast(toast.id);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <li
      tabIndex={0}
      onKeyDown={closeOnEscape}
      style={{ background: colours.background, borderColor: colours.border, color: colours.text }}
      className={`pointer-events-auto relative flex w-full items-center rounded-lg border p-4 text-[13px] shadow-[0_4px_12px_rgba(0,0,0,0.1)] motion-reduce:animate-none ${
        toast.isLeaving ? 'animate-toast-out' : 'animate-toast-in'
      }`}
    >
      <div
        role={toast.type === 'error' ? 'alert' : 'status'}
        aria-atomic="true"
        className="flex min-w-0 flex-1 items-center gap-1.5"
      >
        <ToastIcon type={toast.type} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 [overflow-wrap:anywhere]">
          <div className="leading-normal font-medium">{toast.title}</div>
          {toast.description ? <div className="leading-[1.4]">{toast.description}</div> : null}
        </div>
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={close}
        style={{ background: colours.background, borderColor: colours.border }}
        className="absolute top-0 left-0 flex size-6 -translate-x-1/3 -translate-y-1/3 cursor-pointer items-center justify-center rounded-full border"
      >
        <X aria-hidden="true" strokeWidth={1.5} className="size-3" />
      </button>
    </li>
  );
}
