import { PROFILE_PHOTO } from '@vusal/shared/catalog/constants';
import { X } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { usePhotoDialog } from '../hooks/use-photo-dialog';
import { NativeModal } from './photo/native-modal';
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
  return isOpen ? <OpenPhotoDialog onClose={onClose} photoUrl={photoUrl} /> : null;
}

function OpenPhotoDialog({ onClose, photoUrl }: Omit<PhotoDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const dialog = usePhotoDialog(onClose);
  const close = () => {
    if (!dialog.isBusy) onClose();
  };

  return (
    <NativeModal
      onClose={close}
      isBusy={dialog.isBusy}
      labelledBy="photo-dialog-title"
      describedBy="photo-dialog-hint"
    >
      <h2 id="photo-dialog-title" className="pr-10 text-xl font-bold tracking-tight text-stone-900">
        {t('editor.photo.title')}
      </h2>
      <p id="photo-dialog-hint" className="mt-1 text-sm text-pretty text-stone-600">
        {t('editor.photo.hint', { photoMb: PROFILE_PHOTO.maxBytes / (1024 * 1024) })}
      </p>
      <PhotoDialogBody dialog={dialog} photoUrl={photoUrl} onCancel={close} />
      {/* Last in the tab order, so the dialog opens on its first real choice. */}
      <button
        type="button"
        onClick={close}
        disabled={dialog.isBusy}
        aria-label={t('editor.photo.close')}
        className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-stone-500 hover:bg-rose-50 hover:text-rose-800 disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </NativeModal>
  );
}
