import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from './use-return-focus';

type ModalProps = {
  isOpen: boolean;
  /** Escape, a click on the backdrop or the close button; ignored while `isBusy`. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  isBusy?: boolean;
  children: ReactNode;
};

/**
 * A modal dialog (Radix): focus moves in and stays there, the page behind is inert and does
 * not scroll, and focus returns to what opened it (`useReturnFocus`). The close button comes last in the tab
 * order, so the dialog opens on its first real choice.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  closeLabel,
  isBusy = false,
  children,
}: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && !isBusy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-sm" />
        <Dialog.Content
          {...returnFocus}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-3xl bg-white p-6 text-stone-900 shadow-2xl focus:outline-none sm:p-7"
        >
          <Dialog.Title className="pr-10 text-xl font-bold tracking-tight text-stone-900">
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-pretty text-stone-600">
              {description}
            </Dialog.Description>
          ) : null}
          {children}
          <Dialog.Close
            disabled={isBusy}
            aria-label={closeLabel}
            className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-stone-500 hover:bg-rose-50 hover:text-rose-800 disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
