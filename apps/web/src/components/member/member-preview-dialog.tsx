import type { RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { ReactNode } from 'react';
import type { SeenLocation } from '../../lib/cities';
import { useTranslation } from '../../lib/translation';
import { Modal } from '../ui/modal';
import { GoalChips } from './goal-chips';
import { LikeButtons, type LikeState } from './like-buttons';
import { MemberBio } from './member-bio';
import { MemberPhoto } from './member-photo';
import { useMemberSummary } from './use-member-summary';
import { VerifiedBadge } from './verified-badge';

export type PreviewedMember = {
  fullName: string;
  photoUrl: string | null;
  age: number | null;
  relationshipGoals: readonly RelationshipGoal[];
  bio: string | null;
  isDemo?: boolean;
  /** Issue 23: the Verified tick shows under the photo. */
  isVerified?: boolean;
} & SeenLocation;

type MemberPreviewDialogProps = {
  member: PreviewedMember | null;
  onClose: () => void;
  likeState: LikeState;
  onLike: () => void;
  onSuperlike: () => void;
  /** Under the summary, e.g. that a demo profile is an example. */
  notice?: ReactNode;
  /** Under the buttons: the way to the full profile, or why it is not open yet. */
  footer: ReactNode;
};

/**
 * The preview of another member (SECURITY 12, product.md section 2): photo, name, age, place,
 * first goal and bio, with Like and Superlike; the rest shows after a mutual match.
 */
export function MemberPreviewDialog({
  member,
  onClose,
  likeState,
  onLike,
  onSuperlike,
  notice,
  footer,
}: MemberPreviewDialogProps) {
  const { t } = useTranslation();
  const summary = useMemberSummary();
  return (
    <Modal
      isOpen={member !== null}
      onClose={onClose}
      title={member?.fullName}
      description={member ? summary(member) || undefined : undefined}
      closeLabel={t('likes.close')}
      media={
        member ? (
          <div className="relative aspect-[4/3] w-full">
            <MemberPhoto
              name={member.fullName}
              photoUrl={member.photoUrl}
              className="absolute inset-0 size-full"
            />
          </div>
        ) : null
      }
    >
      {member ? (
        <div className="mt-4 grid gap-4">
          {member.isVerified ? <VerifiedBadge variant="label" className="w-fit" /> : null}
          {notice}
          <GoalChips goals={member.relationshipGoals.slice(0, 1)} />
          <MemberBio bio={member.bio} isDemo={member.isDemo} />
          <LikeButtons likeState={likeState} onLike={onLike} onSuperlike={onSuperlike} />
          {footer}
        </div>
      ) : null}
    </Modal>
  );
}
