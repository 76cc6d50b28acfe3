import type { ReceivedLike } from '@vusal/shared/schemas/likes';
import type { ProfilePreview } from '@vusal/shared/schemas/profile';
import { Eye, Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';
import { cardGridClasses } from '../../../components/ui/card-grid';
import { useLikeMember, useSuperlike } from '../hooks/use-like-member';
import { LikePreviewDialog } from './like-preview-dialog';
import { MemberRow } from './member-row';

type LikesPanelProps = { likes: readonly ReceivedLike[] };

/** Who liked me (newest first) in the card grid, each with Like back and Preview (product.md section 2). */
export function LikesPanel({ likes }: LikesPanelProps) {
  const { t } = useTranslation();
  const { like, isPending, pendingUserId } = useLikeMember();
  const superlike = useSuperlike();
  const [previewed, setPreviewed] = useState<ProfilePreview | null>(null);
  const [likedIds, setLikedIds] = useState<ReadonlySet<string>>(new Set());

  const likeBack = async (member: ProfilePreview) => {
    const outcome = await like(member);
    if (outcome !== 'failed' && outcome !== 'skipped') {
      setLikedIds((ids) => new Set(ids).add(member.profileId));
    }
  };

  const stateOf = (member: ProfilePreview) =>
    likedIds.has(member.profileId)
      ? 'liked'
      : isPending && pendingUserId === member.userId
        ? 'liking'
        : 'idle';

  return (
    <>
      <ul aria-label={t('likes.tabs.likes')} className={cardGridClasses}>
        {likes.map(({ likeId, from }) => {
          const state = stateOf(from);
          return (
            <li key={likeId}>
              <MemberRow member={from}>
                <div className="mt-1 flex flex-wrap gap-2">
                  <Button
                    onClick={() => void likeBack(from)}
                    disabled={state !== 'idle'}
                    aria-busy={state === 'liking' || undefined}
                  >
                    <Heart aria-hidden="true" className="size-4 fill-current" />
                    {state === 'idle' ? t('likes.likeBack') : t(`likes.${state}`)}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-haspopup="dialog"
                    onClick={() => setPreviewed(from)}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                    {t('likes.preview')}
                  </Button>
                </div>
              </MemberRow>
            </li>
          );
        })}
      </ul>
      <LikePreviewDialog
        member={previewed}
        onClose={() => setPreviewed(null)}
        likeState={previewed ? stateOf(previewed) : 'idle'}
        onLike={() => previewed && void likeBack(previewed)}
        onSuperlike={superlike}
      />
    </>
  );
}
