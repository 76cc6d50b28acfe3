import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';

type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `isBusy`. */
  busyLabel?: string;
  cancelLabel: string;
  onConfirm: () => void;
  tone?: 'primary' | 'danger';
  /**
   * Which answer carries the weight: the confirmation, or (issue 37, item 8) Cancel, where
   * staying is what most people mean, as in "leave without saving?".
   */
  emphasis?: 'confirm' | 'cancel';
  isBusy?: boolean;
  /** Extra content under the description, e.g. an error from the last attempt. */
  children?: ReactNode;
};

/**
 * A modal question (Radix alert dialog): focus moves in and is trapped, Escape and Cancel
 * close it, focus returns to what had it before (these dialogs open from a form submit, not
 * from a Radix trigger). Confirm does not close it by itself; the caller decides. A question
 * with a form (a reason, a choice) taller than a phone's screen scrolls inside the card.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
  tone = 'primary',
  emphasis = 'confirm',
  isBusy = false,
  children,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={(open) => !isBusy && onOpenChange(open)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-sm" />
        <AlertDialog.Content
          {...returnFocus}
          // Radix hides the page behind from screen readers but does not mark the dialog modal (issue 37).
          aria-modal="true"
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto overscroll-contain rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:p-8"
        >
          <AlertDialog.Title className="text-xl font-bold tracking-tight text-stone-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-base text-pretty text-stone-600">
            {description}
          </AlertDialog.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          {/* Labels are long in some languages (Russian): they wrap, and the buttons drop to
              their own rows, rather than leave the card. */}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button
                variant={emphasis === 'cancel' ? 'primary' : 'secondary'}
                canWrap
                disabled={isBusy}
              >
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={emphasis === 'cancel' ? 'secondary' : tone}
              canWrap
              onClick={onConfirm}
              disabled={isBusy}
              aria-busy={isBusy || undefined}
            >
              {isBusy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
