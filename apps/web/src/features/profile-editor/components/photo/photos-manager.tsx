import { MAX_PROFILE_PHOTOS } from '@vusal/shared/catalog/constants';
import type { OwnPhoto } from '@vusal/shared/schemas/profile';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toast } from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { useChangePhotos, useOwnPhotos, type PhotoChange } from '../../api/own-photos';

/**
 * Decision 037: the member's photos in their order, up to MAX_PROFILE_PHOTOS. Each can go
 * earlier or later, become the main one, or be deleted after a question; buttons, so all of it
 * works from the keyboard. A photo added after approval is marked as waiting for review.
 */
export function PhotosManager() {
  const { t } = useTranslation();
  const { data } = useOwnPhotos();
  const change = useChangePhotos();
  const [deleting, setDeleting] = useState<{ photo: OwnPhoto; n: number } | null>(null);
  const photos = data?.photos ?? [];
  if (photos.length === 0) return null;

  const send = (next: PhotoChange, after?: () => void) =>
    change.mutate(next, {
      onSuccess: after,
      onError: () => toast.error(t('editor.photos.changeFailed')),
    });

  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    send({ kind: 'order', ids });
  };

  return (
    <section aria-labelledby="photos-heading" className="space-y-3 sm:col-span-2">
      <h3 id="photos-heading" className="font-semibold text-stone-900">
        {t('editor.photos.heading', { count: photos.length, max: MAX_PROFILE_PHOTOS })}
      </h3>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li key={photo.id} className="space-y-2 rounded-2xl bg-stone-50 p-2">
              <img
                src={`${photo.url}?size=small`}
                alt={t('editor.photos.alt', { n })}
                className="aspect-square w-full rounded-xl object-cover"
              />
              <p className="text-xs font-medium text-stone-700">
                {index === 0 ? t('editor.photos.main') : null}
                {photo.state === 'pending' ? (
                  <span className="block text-amber-800">{t('editor.photos.waiting')}</span>
                ) : null}
              </p>
              <div className="flex flex-wrap gap-1.5">
                <PhotoAction
                  label={t('editor.photos.makeMain', { n })}
                  isDisabled={index === 0 || change.isPending}
                  onClick={() => send({ kind: 'main', photoId: photo.id })}
                >
                  <Star aria-hidden className="size-4" />
                </PhotoAction>
                <PhotoAction
                  label={t('editor.photos.moveEarlier', { n })}
                  isDisabled={index === 0 || change.isPending}
                  onClick={() => move(index, -1)}
                >
                  <ArrowLeft aria-hidden className="size-4" />
                </PhotoAction>
                <PhotoAction
                  label={t('editor.photos.moveLater', { n })}
                  isDisabled={index === photos.length - 1 || change.isPending}
                  onClick={() => move(index, 1)}
                >
                  <ArrowRight aria-hidden className="size-4" />
                </PhotoAction>
                <PhotoAction
                  label={t('editor.photos.delete', { n })}
                  isDisabled={change.isPending}
                  onClick={() => setDeleting({ photo, n })}
                >
                  <Trash2 aria-hidden className="size-4 text-red-700" />
                </PhotoAction>
              </div>
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('editor.photos.deleteQuestion', { n: deleting?.n ?? 1 })}
        description={t('editor.photos.deleteExplanation')}
        confirmLabel={t('editor.photo.confirmRemove')}
        busyLabel={t('editor.photo.removing')}
        cancelLabel={t('editor.photo.keep')}
        tone="danger"
        isBusy={change.isPending}
        onConfirm={() =>
          deleting && send({ kind: 'delete', photoId: deleting.photo.id }, () => setDeleting(null))
        }
      />
    </section>
  );
}

/** One photo's round icon button; its label is also its tooltip, for those who see the icon. */
function PhotoAction({
  label,
  isDisabled,
  onClick,
  children,
}: {
  label: string;
  isDisabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="inline-flex size-9 items-center justify-center rounded-full bg-white text-stone-800 ring-1 ring-stone-300 ring-inset hover:bg-stone-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-rose-700"
      disabled={isDisabled}
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      {children}
    </button>
  );
}
