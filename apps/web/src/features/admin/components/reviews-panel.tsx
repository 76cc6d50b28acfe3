import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ListEmpty, ListSkeleton } from '../../../components/ui/list-states';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useDecideReview, useReviews, type AdminReview } from '../api/reviews';
import { useActionErrorToast } from '../hooks/use-admin-messages';
import { formatWaited } from '../lib/format-time';
import { LoadError } from './load-error';
import { PersonLink } from './person-link';
import { QueueCard, ReasonDialog } from './queue';

/**
 * Decision 029: photos members changed after approval, oldest first. Until a moderator accepts
 * one, everyone else sees the approved photo beside it here; a rejection needs a reason the
 * member reads.
 */
export function ReviewsPanel() {
  const { t } = useTranslation();
  const reviews = useReviews();
  const decide = useDecideReview();
  const errorToast = useActionErrorToast();
  const [rejecting, setRejecting] = useState<AdminReview | null>(null);

  function accept(review: AdminReview) {
    decide.mutate(
      { photoId: review.photoId, accept: true },
      {
        onSuccess: () =>
          toast.success(t('admin.toasts.reviewDecided'), { description: review.fullName }),
        onError: (error) => errorToast(t('admin.toasts.reviewFailed'), error),
      },
    );
  }

  function reject(reason: string) {
    if (!rejecting) return;
    decide.mutate(
      { photoId: rejecting.photoId, accept: false, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success(t('admin.toasts.reviewDecided'), { description: rejecting.fullName });
        },
        onError: (error) => errorToast(t('admin.toasts.reviewFailed'), error),
      },
    );
  }

  if (reviews.isPending) return <ListSkeleton label={t('admin.reviews.loading')} />;
  if (reviews.isError) {
    return <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />;
  }
  const items = reviews.data.items;
  if (items.length === 0) {
    return <ListEmpty title={t('admin.reviews.empty')} text={t('admin.reviews.emptyText')} />;
  }

  return (
    <>
      <ul aria-label={t('admin.reviews.caption')} className="space-y-3">
        {items.map((review) => (
          <ReviewCard
            key={review.photoId}
            review={review}
            isBusy={decide.isPending}
            onAccept={accept}
            onReject={setRejecting}
          />
        ))}
      </ul>
      <ReasonDialog
        isOpen={rejecting !== null}
        title={t('admin.reviews.rejectTitle', { name: rejecting?.fullName ?? '' })}
        description={t('admin.reviews.rejectLead')}
        confirmLabel={t('admin.reviews.reject')}
        reasonLabel={t('admin.reviews.reason')}
        isBusy={decide.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={reject}
      />
    </>
  );
}

function ReviewCard({
  review,
  isBusy,
  onAccept,
  onReject,
}: {
  review: AdminReview;
  isBusy: boolean;
  onAccept: (review: AdminReview) => void;
  onReject: (review: AdminReview) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const photo = 'size-32 rounded-xl object-cover ring-1 ring-stone-200';
  const caption = 'mt-1 text-xs font-semibold tracking-wide text-stone-600 uppercase';
  return (
    <QueueCard
      heading={<PersonLink id={review.userId} name={review.fullName} />}
      time={
        <time dateTime={review.submittedAt} className="text-sm text-stone-600">
          {t('admin.reviews.waited', { ago: formatWaited(review.waitedMinutes, language) })}
        </time>
      }
    >
      <div className="mt-3 flex flex-wrap gap-4">
        <figure>
          {review.photoUrl ? (
            <img src={review.photoUrl} alt={t('admin.reviews.current')} className={photo} />
          ) : (
            <div className={`${photo} grid place-items-center bg-stone-50 text-sm text-stone-500`}>
              {t('admin.reviews.none')}
            </div>
          )}
          <figcaption className={caption}>{t('admin.reviews.current')}</figcaption>
        </figure>
        <figure>
          <img src={review.pendingPhotoUrl} alt={t('admin.reviews.new')} className={photo} />
          <figcaption className={caption}>{t('admin.reviews.new')}</figcaption>
        </figure>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Button
          className="h-9 px-3"
          disabled={isBusy}
          aria-label={t('admin.reviews.acceptNamed', { name: review.fullName })}
          onClick={() => onAccept(review)}
        >
          {t('admin.reviews.accept')}
        </Button>
        <Button
          variant="secondary"
          className="h-9 px-3"
          disabled={isBusy}
          aria-label={t('admin.reviews.rejectNamed', { name: review.fullName })}
          onClick={() => onReject(review)}
        >
          {t('admin.reviews.reject')}
        </Button>
      </div>
    </QueueCard>
  );
}
