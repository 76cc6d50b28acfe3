import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { Button } from '../../../../components/ui/button';
import { EditorCard } from '../editor-card';
import { PhotoDialog } from '../photo-dialog';
import { PhotoPreview } from '../photo/photo-preview';

type PhotoCardProps = Pick<OwnProfile, 'photoUrl' | 'pendingReview' | 'changeRejectedReason'>;

/**
 * The photo is saved on its own, through the dialog, not with the rest of the form. After
 * approval a new photo waits for a moderator (decision 029): the member is told so, and why
 * the last one was turned down.
 */
export function PhotoCard({ photoUrl, pendingReview, changeRejectedReason }: PhotoCardProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);

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
          <Button variant="secondary" onClick={() => setIsOpen(true)} aria-haspopup="dialog">
            {photoUrl ? t('editor.photo.change') : t('editor.photo.add')}
          </Button>
          <p className="text-sm text-stone-500">
            {photoUrl ? t('editor.photo.hasPhoto') : t('editor.photo.noPhoto')}
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
      <PhotoDialog isOpen={isOpen} onClose={() => setIsOpen(false)} photoUrl={photoUrl} />
    </EditorCard>
  );
}
