import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from './use-return-focus';

type ModalProps = {
  isOpen: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Without a `description`: the id of the text inside that describes the dialog. */
  describedBy?: string;
  /** Edge to edge above the title, e.g. a member's photo; the close button sits on it. */
  media?: ReactNode;
  isBusy?: boolean;
  /**
   * `screen`: the whole screen, its content centred (a moment, such as a new match); `wide`:
   * the whole screen with room for a picture as wide as a laptop's (a video call).
   */
  size?: 'card' | 'screen' | 'wide';
  children: ReactNode;
} & (
  | {
      /** Escape, a click on the backdrop or the close button; ignored while `isBusy`. */
      onClose: () => void;
      closeLabel: string;
      isDismissable?: true;
    }
  /**
   * A dialog that only its own buttons may end (a ringing or running call): no close button,
   * and Escape or a click outside do nothing, so nothing is ended by a stray key.
   */
  | { onClose?: never; closeLabel?: never; isDismissable: false }
);

const sizes = {
  card: {
    content:
      'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl shadow-2xl',
    inner: '',
    media: '-mx-6 -mt-6 mb-5 sm:-mx-7 sm:-mt-7',
  },
  screen: {
    content: 'inset-0 bg-linear-to-b from-rose-50 to-white text-center',
    inner: 'mx-auto flex min-h-full w-full max-w-md flex-col justify-center',
    media: 'mb-5',
  },
  wide: {
    content: 'inset-0 bg-linear-to-b from-rose-50 to-white text-center',
    inner: 'mx-auto flex min-h-full w-full max-w-4xl flex-col justify-center',
    media: 'mb-5',
  },
};

/**
 * The one way to build a dialog (Radix): focus moves in and stays there, the page behind is
 * inert and does not scroll, Escape closes it and focus returns to what opened it
 * (`useReturnFocus`). The title names it. The close button comes last in the tab order, so the
 * dialog opens on its first real choice.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  describedBy,
  media,
  closeLabel,
  isBusy = false,
  size = 'card',
  isDismissable = true,
  children,
}: ModalProps) {
  const returnFocus = useReturnFocus();
  const layout = sizes[size];
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && !isBusy && onClose?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-sm" />
        <Dialog.Content
          {...returnFocus}
          // Radix hides the page behind from screen readers but does not mark the dialog modal (issue 37).
          aria-modal="true"
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': describedBy })}
          className={`fixed z-50 overflow-y-auto overscroll-contain bg-white p-6 text-stone-900 focus:outline-none sm:p-7 ${layout.content}`}
        >
          <div className={layout.inner}>
            {media ? <div className={layout.media}>{media}</div> : null}
            <Dialog.Title
              className={`text-xl font-bold tracking-tight text-stone-900 ${size === 'card' ? 'pr-10' : 'px-10'}`}
            >
              {title}
            </Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-pretty text-stone-600">
                {description}
              </Dialog.Description>
            ) : null}
            {children}
          </div>
          {isDismissable ? (
            <Dialog.Close
              disabled={isBusy}
              aria-label={closeLabel}
              className={`absolute top-4 right-4 grid size-10 place-items-center rounded-full hover:bg-rose-50 hover:text-rose-800 disabled:opacity-50 ${media ? 'bg-white/90 text-stone-800 shadow' : 'text-stone-500'}`}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
