import { Heart, MessageCircle } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useLikeMember } from '../hooks/use-like-member';
import { useLocale } from '../../../lib/use-locale';
import { useRelation } from '../api/get-relation';

type ProfileLikeActionsProps = {
  /** The person shown; a demo profile has no user id and gets only the like toast. */
  person: { userId: string | null; isDemo: boolean };
};

/**
 * The other-profile view's buttons (product.md section 2, "Profile view"): Bəyən, Bəyənilir...
 * while it is sent, Bəyəndin (disabled) once liked; 'Mesaj göndər' (to /messages?user=…) when
 * the chat of our match is open.
 */
export function ProfileLikeActions({ person }: ProfileLikeActionsProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const { like, isPending } = useLikeMember();
  const canAsk = person.userId !== null && !person.isDemo;
  const relation = useRelation(person.userId ?? '', { enabled: canAsk });
  const isLiked = relation.data?.liked === true;
  const isChatOpen = relation.data?.match?.chatOpen === true;

  return (
    <div role="group" aria-label={t('likes.profileActions.label')} className="flex flex-wrap gap-3">
      <Button
        size="lg"
        onClick={() => void like(person)}
        disabled={isLiked || isPending || (canAsk && relation.isPending)}
        aria-busy={isPending || undefined}
      >
        <Heart aria-hidden="true" className={`size-5 ${isLiked ? 'fill-current' : ''}`} />
        {isPending
          ? t('likes.profileActions.liking')
          : isLiked
            ? t('likes.profileActions.liked')
            : t('likes.profileActions.like')}
      </Button>
      {isChatOpen && person.userId ? (
        <Link
          to={localizedPath(`/messages?user=${encodeURIComponent(person.userId)}`)}
          className={buttonClasses('secondary', 'lg')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('likes.profileActions.message')}
        </Link>
      ) : null}
    </div>
  );
}
