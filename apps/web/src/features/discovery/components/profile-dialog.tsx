import * as Dialog from '@radix-ui/react-dialog';
import type { CandidateCard } from '@vusal/shared/schemas/discovery';
import { X } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { GoalChips } from '../../../components/member/goal-chips';
import { LikeButtons, type LikeState } from '../../../components/member/like-buttons';
import { MemberPhoto } from '../../../components/member/member-photo';
import { useMemberSummary } from '../../../components/member/use-member-summary';
import { buttonClasses } from '../../../components/ui/button';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { useLocale } from '../../../lib/use-locale';
import { DemoNotice } from './demo-notice';

type ProfileDialogProps = {
  candidate: CandidateCard | null;
  onClose: () => void;
  likeState: LikeState;
  onLike: () => void;
  onSuperlike: () => void;
  /** Links to the full profile page; off for a demo profile (it has none). */
  canOpenProfile: boolean;
};

/**
 * Explore's profile dialog: the preview (SECURITY 12) with Like and Superlike, and the way to
 * the profile page, where the rest shows after a mutual match.
 */
export function ProfileDialog({
  candidate,
  onClose,
  likeState,
  onLike,
  onSuperlike,
  canOpenProfile,
}: ProfileDialogProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const summary = useMemberSummary();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={candidate !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-sm" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-3xl"
        >
          {candidate ? (
            <>
              <div className="relative aspect-[4/3] w-full">
                <MemberPhoto
                  name={candidate.fullName}
                  photoUrl={candidate.photoUrl}
                  alt={t('discovery.photoOf', { name: candidate.fullName })}
                  className="absolute inset-0 size-full"
                />
                <Dialog.Close
                  aria-label={t('discovery.dialog.close')}
                  className="absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-rose-700"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <div className="grid gap-4 p-6">
                <div>
                  <Dialog.Title className="text-2xl font-bold tracking-tight break-words text-stone-900">
                    {candidate.fullName}
                  </Dialog.Title>
                  <Dialog.Description className="mt-1 text-base text-stone-600">
                    {summary(candidate)}
                  </Dialog.Description>
                </div>
                {candidate.isDemo ? <DemoNotice /> : null}
                <GoalChips goals={candidate.relationshipGoals.slice(0, 1)} />
                {candidate.bio?.trim() ? (
                  <p className="text-base whitespace-pre-line text-pretty break-words text-stone-800">
                    {candidate.bio}
                  </p>
                ) : null}
                <LikeButtons likeState={likeState} onLike={onLike} onSuperlike={onSuperlike} />
                {canOpenProfile && candidate.userId ? (
                  <div className="grid gap-1 text-center">
                    <Link
                      to={localizedPath(`/profile/${candidate.userId}`)}
                      className={buttonClasses('ghost')}
                    >
                      {t('discovery.dialog.fullProfile')}
                    </Link>
                    <p className="text-sm text-stone-600">{t('likes.fullProfileHint')}</p>
                  </div>
                ) : null}
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
