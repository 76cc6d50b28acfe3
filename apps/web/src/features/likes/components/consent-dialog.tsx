import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';

type ConsentDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The question, or the notice that we wait for the other side. */
  children: ReactNode;
};

/** 'Söhbət başlat' on a match whose chat is not open yet asks for consent here (D14). */
export function ConsentDialog({ isOpen, onOpenChange, children }: ConsentDialogProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={bodyId}
          className="fixed inset-x-4 bottom-4 z-50 mx-auto grid max-w-md gap-4 rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:p-8"
        >
          <Dialog.Title className="text-xl font-bold text-stone-900">
            {t('likes.consent.title')}
          </Dialog.Title>
          <div id={bodyId}>{children}</div>
          <Dialog.Close asChild>
            <Button variant="ghost">{t('likes.close')}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
