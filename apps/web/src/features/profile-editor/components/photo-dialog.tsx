import * as Dialog from '@radix-ui/react-dialog';
import { PROFILE_PHOTO } from '@vusal/shared/catalog/constants';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePhotoDialog } from '../hooks/use-photo-dialog';
import { PhotoDialogBody } from './photo/photo-dialog-body';

export type PhotoDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The current photo, or null when there is none (then "remove" is not offered). */
  photoUrl: string | null;
};

/**
 * The profile photo dialog (product.md section 4, details.md section 5): choose a file with a
 * preview or take one with the camera, then save it with upload progress; or remove the photo
 * after a confirmation. It refreshes the cached own profile and the session, so it can be
 * reused on any page under the query layout (the editor and one's own profile view).
 */
export function PhotoDialog({ isOpen, onClose, photoUrl }: PhotoDialogProps) {
  // Mounted only while open, so every opening starts afresh (no file left from the last one).
  return isOpen ? <OpenPhotoDialog onClose={onClose} photoUrl={photoUrl} /> : null;
}

/**
 * A Radix dialog, like the app's other modals: the page behind is inert and does not scroll,
 * focus stays inside and goes back to what opened it; Escape and the backdrop close it, except
 * while a photo is being sent or removed.
 */
function OpenPhotoDialog({ onClose, photoUrl }: Omit<PhotoDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const dialog = usePhotoDialog(onClose);
  const close = () => {
    if (!dialog.isBusy) onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-md -translate-y-1/2 overflow-y-auto overscroll-contain rounded-3xl bg-white p-6 text-stone-900 shadow-2xl focus:outline-none sm:p-7">
          <Dialog.Title className="pr-10 text-xl font-bold tracking-tight text-stone-900">
            {t('editor.photo.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-pretty text-stone-600">
            {t('editor.photo.hint', { photoMb: PROFILE_PHOTO.maxBytes / (1024 * 1024) })}
          </Dialog.Description>
          <PhotoDialogBody dialog={dialog} photoUrl={photoUrl} onCancel={close} />
          {/* Last in the tab order, so the dialog opens on its first real choice. */}
          <Dialog.Close asChild>
            <button
              type="button"
              disabled={dialog.isBusy}
              aria-label={t('editor.photo.close')}
              className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-stone-500 hover:bg-rose-50 hover:text-rose-800 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
