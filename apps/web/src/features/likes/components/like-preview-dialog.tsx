import * as Dialog from '@radix-ui/react-dialog';
import type { ProfilePreview } from '@vusal/shared/schemas/profile';
import { X } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { toast } from '../../../lib/toast';
import { GoalChips } from '../../../components/member/goal-chips';
import { LikeButtons, type LikeState } from '../../../components/member/like-buttons';
import { useMemberSummary } from '../../../components/member/use-member-summary';
import { Button } from '../../../components/ui/button';

type LikePreviewDialogProps = {
  member: ProfilePreview | null;
  onClose: () => void;
  likeState: LikeState;
  onLike: () => void;
  onSuperlike: () => void;
};

/**
 * The like card's preview (product.md section 2): the initial, name, age, city, first goal and
 * bio, with Bəyən and Superlike; 'Tam profil' says a mutual match is required.
 */
export function LikePreviewDialog({
  member,
  onClose,
  likeState,
  onLike,
  onSuperlike,
}: LikePreviewDialogProps) {
  const { t } = useTranslation();
  const summary = useMemberSummary();
  const initial = member ? (Array.from(member.fullName.trim())[0]?.toLocaleUpperCase() ?? '?') : '';
  return (
    <Dialog.Root open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:p-8">
          {member ? (
            <div className="grid gap-4">
              <div className="flex items-start gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-16 shrink-0 place-items-center rounded-full bg-linear-to-br from-rose-400 to-rose-800 text-2xl font-bold text-white"
                >
                  {initial}
                </span>
                <div className="min-w-0 flex-1">
                  <Dialog.Title className="text-xl font-bold break-words text-stone-900">
                    {member.fullName}
                  </Dialog.Title>
                  <Dialog.Description className="mt-1 text-base text-stone-600">
                    {summary(member)}
                  </Dialog.Description>
                </div>
                <Dialog.Close
                  aria-label={t('likes.close')}
                  className="grid size-11 shrink-0 place-items-center rounded-full text-stone-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-700"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <GoalChips goals={member.relationshipGoals.slice(0, 1)} />
              {member.bio?.trim() ? (
                <p className="text-base whitespace-pre-line text-pretty break-words text-stone-800">
                  {member.bio}
                </p>
              ) : null}
              <LikeButtons likeState={likeState} onLike={onLike} onSuperlike={onSuperlike} />
              <Button variant="ghost" onClick={() => toast.info(t('likes.fullProfileHint'))}>
                {t('likes.fullProfile')}
              </Button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
