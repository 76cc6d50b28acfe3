import { PROFILE_PHOTO } from '@vusal/shared/catalog/constants';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/translation';
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
  // Mounted only while open, so every opening starts afresh.
  return isOpen ? <OpenPhotoDialog onClose={onClose} photoUrl={photoUrl} /> : null;
}

function OpenPhotoDialog({ onClose, photoUrl }: Omit<PhotoDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const dialog = usePhotoDialog(onClose);
  const close = () => {
    if (!dialog.isBusy) onClose();
  };

  return (
    <Modal
      isOpen
      onClose={close}
      isBusy={dialog.isBusy}
      title={t('editor.photo.title')}
      description={t('editor.photo.hint', { photoMb: PROFILE_PHOTO.maxBytes / (1024 * 1024) })}
      closeLabel={t('editor.photo.close')}
    >
      <PhotoDialogBody dialog={dialog} photoUrl={photoUrl} onCancel={close} />
    </Modal>
  );
}
