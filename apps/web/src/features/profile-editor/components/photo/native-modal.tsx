import { useEffect, useRef, type ReactNode } from 'react';

type NativeModalProps = {
  /** Escape or a click on the backdrop; ignored while `isBusy`. */
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  isBusy?: boolean;
  children: ReactNode;
};

/**
 * A modal `<dialog>`, open while mounted (showModal): the page behind is inert, so focus stays
 * inside; Escape closes it; focus goes back to what opened it, and the page does not scroll
 * behind it. Mount it only while open, so every opening starts afresh.
 */
export function NativeModal({
  onClose,
  labelledBy,
  describedBy,
  isBusy = false,
  children,
}: NativeModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const { overflow } = root.style;
    root.style.overflow = 'hidden';
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop around the panel.
        if (event.target === event.currentTarget && !isBusy) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto overscroll-contain rounded-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50 backdrop:backdrop-blur-sm"
    >
      <div className="p-6 sm:p-7">{children}</div>
    </dialog>
  );
}
