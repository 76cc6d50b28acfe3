import { MAX_PROFILE_PHOTOS } from '@vusal/shared/catalog/constants';
import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { Button } from '../../../../components/ui/button';
import { EditorCard } from '../editor-card';
import { PhotoDialog } from '../photo-dialog';
import { PhotoPreview } from '../photo/photo-preview';
import { PhotosManager } from '../photo/photos-manager';
import { useOwnPhotos } from '../../api/own-photos';

type PhotoCardProps = Pick<OwnProfile, 'photoUrl' | 'pendingReview' | 'changeRejectedReason'>;

/**
 * The photos are saved on their own, through the dialog and the list, not with the rest of the
 * form (decision 037: up to six). After approval a new photo waits for a moderator (decision
 * 029): the member is told so, and why the last one was turned down.
 */
export function PhotoCard({ photoUrl, pendingReview, changeRejectedReason }: PhotoCardProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const count = useOwnPhotos().data?.photos.length ?? 0;
  const isFull = count >= MAX_PROFILE_PHOTOS;

  return (
    <EditorCard
      id="photo"
      icon={Camera}
      title={t('editor.cards.photo.title')}
      description={t('editor.cards.photo.description')}
    >
      <div className="flex flex-wrap items-center gap-5 sm:col-span-2">
        <PhotoPreview src={photoUrl} alt={t('editor.photo.current')} />
        <div className="space-y-2">
          <Button
            variant="secondary"
            onClick={() => setIsOpen(true)}
            aria-haspopup="dialog"
            disabled={isFull}
          >
            {photoUrl ? t('editor.photos.addAnother') : t('editor.photo.add')}
          </Button>
          <p className="text-sm text-stone-500">
            {isFull
              ? t('editor.photos.full', { max: MAX_PROFILE_PHOTOS })
              : photoUrl
                ? t('editor.photo.hasPhoto')
                : t('editor.photos.needOne')}
          </p>
          {pendingReview ? (
            <p role="status" className="text-sm font-medium text-amber-800">
              {t('editor.photo.waitingForReview')}
            </p>
          ) : null}
          {changeRejectedReason ? (
            <p role="status" className="text-sm text-red-800">
              {t('editor.photo.changeRejected', { reason: changeRejectedReason })}
            </p>
          ) : null}
        </div>
      </div>
      <PhotosManager />
      {/* Each photo is deleted from its own place in the list; the dialog only adds. */}
      <PhotoDialog isOpen={isOpen} onClose={() => setIsOpen(false)} photoUrl={null} />
    </EditorCard>
  );
}
