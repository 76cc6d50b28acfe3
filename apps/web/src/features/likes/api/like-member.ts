import { useQueryClient } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { likeResultSchema, type LikeResult, type Relation } from '@vusal/shared/schemas/likes';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/translation';
import { toast } from '../../../lib/toast';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { likesKeys } from '../../../lib/likes-keys';
import { refreshAfterMatchChange } from '../../../lib/match-cache';
import { showMatchMoment } from '../../../lib/match-moment';

/** `POST /api/likes`: one transaction on the server (S6); a mutual like answers with the match. */
export async function likeMember(userId: string): Promise<LikeResult> {
  return likeResultSchema.parse(
    await apiFetch('/api/likes', { method: 'POST', body: { userId, kind: 'like' } }),
  );
}

/**
 * `POST /api/likes` as a mutation: the toasts and caches of the like flow (product.md section 4),
 * whichever screen asked. 'Bəyəndiniz!', the match moment (issue 22: both people, titled
 * '🎉 Match yarandı!', with the chat question), an earlier like answered with 'Bu
 * şəxsi artıq bəyənmişsiniz', other failures with 'Bəyənmə göndərilərkən xəta baş verdi' and
 * their reason ('Xəta: {message}', else 'Naməlum xəta'); a simulated like says so
 * (`nothingSentToast`) and sends nothing.
 */
export function useLikeMutation() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  const markLiked = useCallback(
    (userId: string, match: Relation['match'] = null) => {
      queryClient.setQueryData<Relation>(likesKeys.relation(userId), (relation) => ({
        liked: true,
        likedMe: relation?.likedMe ?? match !== null,
        match: match ?? relation?.match ?? null,
      }));
      void queryClient.invalidateQueries({ queryKey: likesKeys.relation(userId) });
    },
    [queryClient],
  );

  return useAppMutation({
    mutationFn: likeMember,
    simulatedToast: nothingSentToast,
    onSuccess: (result, userId) => {
      if (result.result === 'matched') {
        showMatchMoment(result.match);
        markLiked(userId, { matchId: result.match.matchId, chatOpen: result.match.chatOpen });
        refreshAfterMatchChange(queryClient);
        return;
      }
      toast.success(t('likes.toast.liked'), { duration: TOAST_DURATION_MS.success });
      markLiked(userId);
    },
    onError: (error, userId) => {
      if (isAlreadyLiked(error)) {
        toast.success(t('likes.toast.already'), { description: t('likes.toast.alreadyText') });
        markLiked(userId);
        return;
      }
      // details.md section 8: the reason in the server's words, 'Naməlum xəta' when there is none.
      toast.error(t('likes.toast.failed'), {
        description:
          error instanceof ApiError
            ? t('likes.toast.reason', { message: t(`errors.${error.code}`) })
            : t('likes.toast.unknownReason'),
      });
    },
  });
}

export function isAlreadyLiked(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ALREADY_LIKED';
}
