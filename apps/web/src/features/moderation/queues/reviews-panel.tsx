import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useDecideReview, useReviews, type AdminReview } from '../api/reviews';
import { useActionErrorToast } from '../../../lib/action-error';
import { PersonLink } from '../../../components/staff/person-link';
import { QueueList, ReasonDialog } from './queue';
import { DecisionButtons, QueueCard } from './queue-card';
import { WaitedSince } from '../../../components/staff/waited-since';

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

  return (
    <>
      <QueueList
        queue="reviews"
        query={reviews}
        items={reviews.data?.items ?? []}
        renderItem={(review) => (
          <ReviewCard
            key={review.photoId}
            review={review}
            isBusy={decide.isPending}
            onAccept={accept}
            onReject={setRejecting}
          />
        )}
      />
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
  const photo = 'size-32 rounded-xl object-cover ring-1 ring-stone-200';
  const caption = 'mt-1 text-xs font-semibold tracking-wide text-stone-600 uppercase';
  return (
    <QueueCard
      heading={<PersonLink id={review.userId} name={review.fullName} />}
      time={<WaitedSince since={review.submittedAt} minutes={review.waitedMinutes} />}
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
      <DecisionButtons
        isBusy={isBusy}
        accept={{
          label: t('admin.reviews.accept'),
          namedLabel: t('admin.reviews.acceptNamed', { name: review.fullName }),
          onChoose: () => onAccept(review),
        }}
        reject={{
          label: t('admin.reviews.reject'),
          namedLabel: t('admin.reviews.rejectNamed', { name: review.fullName }),
          onChoose: () => onReject(review),
        }}
      />
    </QueueCard>
  );
}
