import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { likeResultSchema, type LikeResult, type Relation } from '@vusal/shared/schemas/likes';
import { useCallback } from 'react';
import { useTranslation } from './translation';
import { toast } from 'sonner';
import { useAdminMode } from './admin-mode';
import { ApiError, apiFetch } from './api-client';
import { likesKeys } from './discovery-keys';
import { refreshAfterMatchChange } from './match-cache';
import { matchToastId } from './realtime';

/** `POST /api/likes`: one transaction on the server (S6); a mutual like answers with the match. */
export async function likeMember(userId: string): Promise<LikeResult> {
  return likeResultSchema.parse(
    await apiFetch('/api/likes', { method: 'POST', body: { userId, kind: 'like' } }),
  );
}

/** What became of a like: the card advances on everything but `failed`. */
export type LikeOutcome = 'liked' | 'matched' | 'already' | 'skipped' | 'failed';

type Likeable = { userId: string | null; isDemo: boolean };

/**
 * The like flow of product.md section 4: 'Bəyəndiniz!', '🎉 Match yarandı!', an earlier like
 * answered with 'Bu şəxsi artıq bəyənmişsiniz', other failures with 'Bəyənmə göndərilərkən xəta
 * baş verdi'. A demo profile and admin preview mode send nothing (real likes are disabled there).
 */
export function useLikeMember() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const adminMode = useAdminMode();
  const mutation = useMutation({ mutationFn: likeMember });

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

  const like = useCallback(
    async (person: Likeable): Promise<LikeOutcome> => {
      if (adminMode.isOn) {
        toast.info(t('likes.toast.preview'));
        return 'skipped';
      }
      if (person.isDemo || !person.userId) {
        toast.info(t('likes.toast.demo'));
        return 'skipped';
      }
      const { userId } = person;
      try {
        const result = await mutation.mutateAsync(userId);
        if (result.result === 'matched') {
          toast.success(t('likes.toast.match'), { id: matchToastId(result.match.matchId) });
          markLiked(userId, { matchId: result.match.matchId, chatOpen: result.match.chatOpen });
          refreshAfterMatchChange(queryClient);
          return 'matched';
        }
        toast.success(t('likes.toast.liked'), { duration: TOAST_DURATION_MS.success });
        markLiked(userId);
        return 'liked';
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ALREADY_LIKED') {
          toast.success(t('likes.toast.already'), { description: t('likes.toast.alreadyText') });
          markLiked(userId);
          return 'already';
        }
        const code = error instanceof ApiError ? error.code : undefined;
        toast.error(
          code === 'RATE_LIMITED' || code === 'NETWORK'
            ? t(`errors.${code}`)
            : t('likes.toast.failed'),
        );
        return 'failed';
      }
    },
    [adminMode.isOn, markLiked, mutation, queryClient, t],
  );

  return { like, isPending: mutation.isPending, pendingUserId: mutation.variables };
}

/** Superlike is premium (D "Kept as specified"): the toast shows for 4 s and nothing is sent. */
export function useSuperlike(): () => void {
  const { t } = useTranslation();
  return useCallback(() => {
    toast.info(t('likes.toast.superlike'), {
      description: t('likes.toast.superlikeText'),
      duration: TOAST_DURATION_MS.superlike,
    });
  }, [t]);
}
