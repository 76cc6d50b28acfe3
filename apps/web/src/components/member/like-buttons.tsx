import { Heart, Star } from 'lucide-react';
import { useTranslation } from '../../lib/translation';
import { Button } from '../ui/button';

/** Where a like stands: 'idle' (Bəyən), 'liking' (Bəyənilir...), 'liked' (Bəyəndin). */
export type LikeState = 'idle' | 'liking' | 'liked';

const likeLabel = {
  idle: 'likes.like',
  liking: 'likes.liking',
  liked: 'likes.liked',
} as const;

/** Like and Superlike side by side, as every preview of another member offers them. */
export function LikeButtons({
  likeState,
  onLike,
  onSuperlike,
}: {
  likeState: LikeState;
  onLike: () => void;
  onSuperlike: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Button
        size="lg"
        onClick={onLike}
        disabled={likeState !== 'idle'}
        aria-busy={likeState === 'liking' || undefined}
      >
        <Heart aria-hidden="true" className="size-5 fill-current" />
        {t(likeLabel[likeState])}
      </Button>
      <Button variant="secondary" size="lg" onClick={onSuperlike}>
        <Star aria-hidden="true" className="size-5" />
        {t('likes.superlike')}
      </Button>
    </div>
  );
}
